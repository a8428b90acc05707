import Foundation
import StringResources

/// The file formats a terminology is exchanged in.
public enum ExchangeFormat: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// TBX-Basic (TBX v3, ISO 30042:2019) for export; TBX v2 (`martif`) and v3 for import.
    case tbx
    /// Comma- or semicolon-separated values: a header row of language codes and optional columns.
    case csv
    /// Tab-separated values, as `csv` otherwise.
    case tsv
    /// Anki's "Notes in Plain Text" with file headers and a GUID column.
    case anki
    /// Sanasto's own lossless JSON bundle (`.sanasto`).
    case bundle

    /// The file name extension a file of this format gets.
    public var fileExtension: String {
        switch self {
        case .tbx: "tbx"
        case .csv: "csv"
        case .tsv: "tsv"
        case .anki: "txt"
        case .bundle: "sanasto"
        }
    }

    public var description: String {
        switch self {
        case .tbx: "TBX"
        case .csv: "CSV"
        case .tsv: "TSV"
        case .anki: "Anki text"
        case .bundle: "Sanasto bundle"
        }
    }

    /// The format of a file from its name and first bytes: the extension when it says, else the content
    /// (`<` XML, `{` JSON, Anki's `#separator:` headers, a tab in the first line for TSV); nil when unknown.
    public static func detect(fileName: String?, prefix: [UInt8]) -> ExchangeFormat? {
        let fileExtension = fileName.map { URL(fileURLWithPath: $0).pathExtension.lowercased() } ?? ""
        switch fileExtension {
        case "tbx", "xml", "tbxm": return .tbx
        case "sanasto", "json": return .bundle
        case "tsv", "tab": return .tsv
        case "csv": return .csv
        default: break
        }
        var text = prefix
        if let (_, length) = StreamingTextDecoder.byteOrderMark(of: text) { text.removeFirst(length) }
        // UTF-16 text: look at every other byte.
        if text.count >= 2, text[0] == 0 || text[1] == 0 { text = text.filter { $0 != 0 } }
        guard let first = text.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
            return fileExtension == "txt" ? .anki : nil
        }
        if first == UInt8(ascii: "<") { return .tbx }
        if first == UInt8(ascii: "{") { return .bundle }
        let start = String(decoding: text.prefix(4096), as: UTF8.self)
        if start.hasPrefix("#separator:") || start.hasPrefix("#html:") || start.hasPrefix("#guid column:")
            || start.hasPrefix("#notetype") || start.hasPrefix("#deck") || start.hasPrefix("#tags") || start.hasPrefix("#columns:") {
            return .anki
        }
        let firstLine = start.split(separator: "\n", maxSplits: 1).first ?? ""
        return firstLine.contains("\t") ? .tsv : .csv
    }
}
