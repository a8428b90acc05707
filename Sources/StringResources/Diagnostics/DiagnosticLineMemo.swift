/// What ``DiagnosticPrinter`` wrote for the parts of the previous plain line that the next one is likely to repeat:
/// `file:line:column: severity: ` before the message and ` (key › path) [code]` after it, each copied again when the
/// next line's is made of the same values (see ``DiagnosticTextMemo``).
///
/// One memo serves the lines printed, in order, by one printer into one buffer.
struct DiagnosticLineMemo {
    /// What the start of a line is made of.
    struct Place: Equatable {
        var file: DiagnosticValueBits
        var position: SourcePosition?
        var severity: Severity
    }

    /// What the end of a line is made of.
    struct Tail: Equatable {
        var keyPath: DiagnosticValueBits
        var code: DiagnosticValueBits
    }

    var place = DiagnosticTextMemo<Place, String?>()
    var tail = DiagnosticTextMemo<Tail, (keyPath: [String], code: String)>()

    init() {}
}
