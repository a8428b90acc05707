import Foundation
import StringResources

/// Prints a suite's cases as a table or as the JSON the issues specify.
enum Report {
    static func text(suite: String, cases: [BenchmarkCase]) -> String {
        var lines = ["suite \(suite)"]
        for item in cases {
            var line = "  " + item.name.padding(toLength: 22, withPad: " ", startingAt: 0)
            line += format(item.ours.median).leftPadded(to: 12) + " ns " + spread(item.ours) + " ours"
            if let peer = item.peer, let peerTiming = item.peerTiming, let ratio = item.ratio {
                line += "   " + format(peerTiming.median).leftPadded(to: 12) + " ns " + spread(peerTiming) + " \(peer)"
                line += "   ratio " + String(format: "%.2f", ratio) + "×"
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
                ("ours_ns", .number(item.ours.median, fractionDigits: 3)),
                ("ours_min_ns", .number(item.ours.min, fractionDigits: 3)),
                ("ours_max_ns", .number(item.ours.max, fractionDigits: 3)),
                ("peer", .string(item.peer)),
                ("peer_ns", item.peerTiming.map { .number($0.median, fractionDigits: 3) } ?? .null),
                ("peer_min_ns", item.peerTiming.map { .number($0.min, fractionDigits: 3) } ?? .null),
                ("peer_max_ns", item.peerTiming.map { .number($0.max, fractionDigits: 3) } ?? .null),
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

    /// `[min–max]` of a timing.
    private static func spread(_ timing: Timing) -> String {
        "[" + format(timing.min) + "–" + format(timing.max) + "]"
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
