import SwiftUI

// Written for Sanasto's tests: new keys in an empty catalog.
struct ContentView: View {
    let count: Int
    let total: String

    var body: some View {
        VStack {
            Text("Hello, world!", comment: "Greeting on the first screen")
            Text("\(count) of \(total)")
            Button(String(localized: "welcome.title", defaultValue: "Welcome", comment: "Title of the welcome sheet")) {}
            Text("Hello, world!", comment: "Also shown in the About box")
            Text("Sync \(count) of \(total) in \(1.5) s", tableName: "Sync")
        }
    }
}
