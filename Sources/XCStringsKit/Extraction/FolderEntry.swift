import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder, with what the folder itself says it is.
///
/// The folder's listing tells files from folders and links on the common file systems, so that a tree of
/// thousands of files is not looked up again entry by entry; where it cannot tell, the kind is `.other` and
/// the caller asks the file system.
struct FolderEntry {
    /// What an entry is, as the listing says.
    enum Kind {
        case file, folder, link, other
    }

    /// The entry's name in its folder.
    var name: String
    /// What it is.
    var kind: Kind

    /// The entries of `folder` (without `.` and `..`), in no particular order; nil when it cannot be read.
    static func entries(of folder: String) -> [FolderEntry]? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var entries: [FolderEntry] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_LNK): kind = .link
            default: kind = .other
            }
            entries.append(FolderEntry(name: name, kind: kind))
        }
        return entries
        #else
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.map { FolderEntry(name: $0, kind: .other) }
        #endif
    }
}
