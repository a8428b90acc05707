import Foundation

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

    static func json(suite: String, cases: [BenchmarkCase]) -> String {
        var parts: [String] = []
        for item in cases {
            var fields = [
                "\"name\": \(quoted(item.name))", "\"ours_ns\": \(number(item.ours.median))",
                "\"ours_min_ns\": \(number(item.ours.min))", "\"ours_max_ns\": \(number(item.ours.max))",
            ]
            fields.append("\"peer\": " + (item.peer.map(quoted) ?? "null"))
            fields.append("\"peer_ns\": " + (item.peerTiming.map { number($0.median) } ?? "null"))
            fields.append("\"peer_min_ns\": " + (item.peerTiming.map { number($0.min) } ?? "null"))
            fields.append("\"peer_max_ns\": " + (item.peerTiming.map { number($0.max) } ?? "null"))
            fields.append("\"ratio\": " + (item.ratio.map(number) ?? "null"))
            for (name, value) in item.notes.sorted(by: { $0.key < $1.key }) {
                fields.append("\(quoted(name)): \(number(value))")
            }
            parts.append("{" + fields.joined(separator: ", ") + "}")
        }
        return "{\"suite\": \(quoted(suite)), \"cases\": [" + parts.joined(separator: ", ") + "]}"
    }

    /// `[min–max]` of a timing.
    private static func spread(_ timing: Timing) -> String {
        "[" + format(timing.min) + "–" + format(timing.max) + "]"
    }

    private static func format(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f", value) : "null"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
