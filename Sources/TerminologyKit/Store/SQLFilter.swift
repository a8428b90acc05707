/// A `WHERE` condition assembled from parts, numbering their parameters `$1`, `$2`, … in order.
struct SQLFilter {
    private(set) var conditions: [String] = []
    private(set) var values: [DatabaseValue] = []

    init() {}

    /// Adds `template` (each `?` a parameter, in the order of `arguments`) with `AND`.
    mutating func and(_ template: String, _ arguments: DatabaseValue...) {
        var sql = ""
        var remaining = arguments[...]
        for character in template {
            if character == "?", let value = remaining.popFirst() {
                values.append(value)
                sql += "$\(values.count)"
            } else {
                sql.append(character)
            }
        }
        conditions.append(sql)
    }

    /// The condition, `1 = 1` when empty.
    var sql: String { conditions.isEmpty ? "1 = 1" : conditions.joined(separator: " AND ") }

    /// The next parameter's placeholder, for what follows the condition (`LIMIT $n`).
    mutating func parameter(_ value: DatabaseValue) -> String {
        values.append(value)
        return "$\(values.count)"
    }
}
