import Foundation
import StringResources

/// A file to import: on disk (streamed where the format allows) or in memory (an upload).
public enum ExchangeInput: Sendable {
    case file(URL)
    case data(Data, fileName: String?)

    /// The name error messages give it.
    var name: String? {
        switch self {
        case .file(let url): url.path
        case .data(_, let fileName): fileName
        }
    }

    /// The file name without folders and extension (a default title).
    var baseName: String? {
        let name: String?
        switch self {
        case .file(let url): name = url.lastPathComponent
        case .data(_, let fileName): name = fileName.map { URL(fileURLWithPath: $0).lastPathComponent }
        }
        guard let name, !name.isEmpty else { return nil }
        let base = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
        return base.isEmpty ? nil : base
    }

    /// The first bytes, for detecting the format.
    func prefix(_ count: Int = 4096) throws -> [UInt8] {
        switch self {
        case .data(let data, _): return [UInt8](data.prefix(count))
        case .file(let url):
            do {
                let handle = try FileHandle(forReadingFrom: url)
                defer { try? handle.close() }
                return [UInt8](try handle.read(upToCount: count) ?? Data())
            } catch {
                throw ExchangeError(.unreadable, "cannot read the file: \(error.localizedDescription)", file: url.path)
            }
        }
    }

    /// All bytes.
    func bytes() throws -> [UInt8] {
        switch self {
        case .data(let data, _): return [UInt8](data)
        case .file(let url):
            do {
                return [UInt8](try Data(contentsOf: url))
            } catch {
                throw ExchangeError(.unreadable, "cannot read the file: \(error.localizedDescription)", file: url.path)
            }
        }
    }

    /// A pull parser over the input, streaming a file.
    func xmlParser() throws -> XMLPullParser {
        switch self {
        case .data(let data, _): return XMLPullParser(data: data)
        case .file(let url):
            do {
                return try XMLPullParser(contentsOf: url)
            } catch {
                throw ExchangeError(.unreadable, "cannot read the file: \(error.localizedDescription)", file: url.path)
            }
        }
    }

    /// The input's format: `format` when given, else detected.
    func format(_ format: ExchangeFormat?) throws -> ExchangeFormat {
        if let format { return format }
        guard let detected = ExchangeFormat.detect(fileName: name, prefix: try prefix()) else {
            throw ExchangeError(.notATerminology, "the file's format cannot be told from its name or content; say which it is (tbx, csv, tsv, anki, bundle)", file: name)
        }
        return detected
    }
}
