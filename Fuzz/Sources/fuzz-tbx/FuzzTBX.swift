import Foundation
import FuzzSupport
import TerminologyKit

/// TBX files (v2 and v3, any encoding) read into a snapshot as an import does: whatever the bytes, the reader
/// ends with a snapshot or an `ExchangeError`, a malformed file's error says where, and reading the same bytes
/// again gives the same concepts and the same messages.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTBX(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    let bytes = Data(input.all)
    let options = ImportOptions(format: .tbx, partial: true)
    func read() -> String {
        do {
            let read = try TerminologyImporter.readSnapshot(from: .data(bytes, fileName: "fuzz.tbx"), options: options)
            let concepts = read.snapshot.concepts.map { "\($0.id) \($0.sections.map { $0.terms.map(\.text) })" }
            return concepts.joined(separator: "\n") + read.issues.map { "\n\($0)" }.joined()
        } catch let error as ExchangeError {
            if error.kind == .malformedFile {
                fuzzCheck(error.position != nil, "a malformed TBX file's error has no position: \(error)")
            }
            return "error \(error)"
        } catch {
            fuzzCheck(false, "reading TBX threw something other than an ExchangeError: \(error)")
            return ""
        }
    }
    let first = read()
    fuzzCheck(read() == first, "reading the same TBX bytes twice gives different results")
    return 0
}
