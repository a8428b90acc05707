import SwiftUI

// Written for Sanasto's tests: an existing catalog brought up to date.
struct EditorView: View {
    let progress: Int
    let name: String
    let folder: String

    var body: some View {
        Button("Back") {}
        Text("Save", comment: "Saves the document")
        Text(String(localized: "welcome.title", defaultValue: "Welcome!"))
        Text("\(name) of \(folder)")
        Text("\(progress)% done")
        Text("Untouched", comment: "Kept as it is")
    }
}
