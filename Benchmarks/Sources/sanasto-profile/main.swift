import Foundation
import Localization
import StringResources

// `sanasto-profile OPERATION FILE [REPEATS]`: runs one operation on one file, for instruction counts under
// `valgrind --tool=callgrind` (deterministic, unaffected by the machine's load), not for timing.
// Operations: index, parse, write, lint, startup (FILE is a folder holding Localizable.xcstrings), plist.
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: sanasto-profile index|parse|write|lint|startup|plist FILE [REPEATS]\n".utf8))
    exit(64)
}
let operation = arguments[1]
let path = arguments[2]
let repeats = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
let bytes = operation == "startup" ? [] : [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
var total = 0
for _ in 0..<repeats {
    switch operation {
    case "index": total &+= (try? JSONDocument(bytes: bytes)) != nil ? 1 : 0
    case "parse": total &+= (try? StringCatalog(bytes: bytes))?.strings.count ?? -1
    case "write":
        guard let catalog = try? StringCatalog(bytes: bytes) else { exit(65) }
        total &+= catalog.encoded().count
    case "lint":
        guard let catalog = try? StringCatalog(bytes: bytes) else { exit(65) }
        total &+= Validation().validate(catalog, file: "x.xcstrings").count
    case "startup":
        let localizer = Localizer(folder: URL(fileURLWithPath: path), preferredLanguages: ["fi"])
        total &+= localizer.string("%lld items selected", 3).utf8.count
    case "plist":
        total &+= (try? StringsDictionary(parsing: Data(bytes), file: path))?.entries.count ?? -1
    default:
        FileHandle.standardError.write(Data("unknown operation \(operation)\n".utf8))
        exit(64)
    }
}
print(total)
