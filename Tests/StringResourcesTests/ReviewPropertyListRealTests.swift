import Foundation
import Testing
@testable import StringResources

/// `<real>` values survive XML write → read bit for bit (`==` alone cannot tell -0.0 from 0.0).
@Suite struct ReviewPropertyListRealTests {
    @Test(arguments: [-0.0, 0.0, -1.0, 1e15, 0.1, -2.5e-300, Double.greatestFiniteMagnitude])
    func realKeepsItsBits(_ value: Double) throws {
        let written = PropertyList.real(value).xmlSerialized()
        guard case .real(let read) = try PropertyList(parsing: written) else {
            Issue.record("not a real: \(String(decoding: written, as: UTF8.self))")
            return
        }
        #expect(read.bitPattern == value.bitPattern, "\(String(decoding: written, as: UTF8.self))")
    }
}
