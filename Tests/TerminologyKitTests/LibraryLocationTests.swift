import Foundation
import Testing
import TerminologyKit

@Suite struct LibraryLocationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var explicit: String?
        var environment: [String: String]
        var path: String
        var source: LibraryLocation.Source
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "default under the home folder", explicit: nil, environment: ["HOME": "/home/ada"], path: "/home/ada/.local/share/sanasto/library.sqlite", source: .home),
        Case(name: "XDG_DATA_HOME", explicit: nil, environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data/ada"], path: "/data/ada/sanasto/library.sqlite", source: .xdgDataHome),
        Case(name: "a relative XDG_DATA_HOME is ignored", explicit: nil, environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "data"], path: "/home/ada/.local/share/sanasto/library.sqlite", source: .home),
        Case(name: "SANASTO_LIBRARY over XDG", explicit: nil, environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data", "SANASTO_LIBRARY": "/srv/class.sqlite"], path: "/srv/class.sqlite", source: .environment),
        Case(name: "a relative SANASTO_LIBRARY", explicit: nil, environment: ["SANASTO_LIBRARY": "libs/../class.sqlite"], path: "/work/course/class.sqlite", source: .environment),
        Case(name: "--library over everything", explicit: "demo.sqlite", environment: ["SANASTO_LIBRARY": "/srv/class.sqlite"], path: "/work/course/demo.sqlite", source: .explicit),
        Case(name: "a tilde in --library", explicit: "~/kurssit/bio.sqlite", environment: ["HOME": "/home/ada"], path: "/home/ada/kurssit/bio.sqlite", source: .explicit),
        Case(name: "an empty --library is no choice", explicit: "", environment: ["HOME": "/home/ada"], path: "/home/ada/.local/share/sanasto/library.sqlite", source: .home),
    ]

    @Test(arguments: cases)
    func resolves(_ item: Case) throws {
        let location = try LibraryLocation.resolve(
            explicitPath: item.explicit, environment: item.environment, currentDirectory: URL(fileURLWithPath: "/work/course"),
            homeDirectory: item.environment["HOME"].map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: "/home/nobody"))
        #expect(location.url.path == item.path)
        #expect(location.source == item.source)
    }
}
