import Foundation
import StringResources

/// Prints a suite's cases as a table or as the JSON the issues specify.
enum Report {
    static func text(suite: String, cases: [BenchmarkCase]) -> String {
        var lines = ["suite \(suite)"]
        for item in cases {
            var line = "  " + item.name.padding(toLength: 14, withPad: " ", startingAt: 0)
            line += format(item.oursNanoseconds).leftPadded(to: 12) + " ns  ours"
            if let peer = item.peer, let peerNanoseconds = item.peerNanoseconds, let ratio = item.ratio {
                line += "   " + format(peerNanoseconds).leftPadded(to: 12) + " ns  \(peer)"
                line += "   ratio " + String(format: "%.1f", ratio) + "×"
            }
            for (name, value) in item.notes.sorted(by: { $0.key < $1.key }) {
                line += "   \(name) \(format(value))"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// One line of JSON: `{"suite", "cases": [{"name", "ours_ns", "peer", "peer_ns", "ratio", <notes>…}…]}`.
    static func json(suite: String, cases: [BenchmarkCase]) -> String {
        let rows: [JSONValue] = cases.map { item in
            var fields: [(String, JSONValue)] = [
                ("name", .string(item.name)),
                ("ours_ns", .number(item.oursNanoseconds, fractionDigits: 3)),
                ("peer", .string(item.peer)),
                ("peer_ns", item.peerNanoseconds.map { .number($0, fractionDigits: 3) } ?? .null),
                ("ratio", item.ratio.map { .number($0, fractionDigits: 3) } ?? .null),
            ]
            for (name, value) in item.notes.sorted(by: { $0.key < $1.key }) {
                fields.append((name, .number(value, fractionDigits: 3)))
            }
            return .object(fields)
        }
        let report: JSONValue = ["suite": .string(suite), "cases": .array(rows)]
        return JSONWriter.text(report.singleLine)
    }

    private static func format(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }

}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
