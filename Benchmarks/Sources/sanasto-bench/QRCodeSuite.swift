import Foundation
import QRCode

/// `qr`: encoding QR codes (segmentation, Reed–Solomon, all eight masks scored) and rendering them.
/// There is no in-process peer; the figures stand alone, with the version encoded beside them.
enum QRCodeSuite {
    static func run() -> [BenchmarkCase] {
        let address = "http://192.168.1.23:8080/join?code=K7Q2-9F"
        // 200 bytes of mixed text: version 10 at level M.
        let version10 = String(repeating: "Sanasto kurssi 2025: ", count: 10).prefix(200)
        let version40 = String(repeating: "Uzun bir metin, 40 sürüm için; ", count: 70).prefix(2000)
        var cases: [BenchmarkCase] = []
        for (name, text, level) in [
            ("encode-url", address, QRCode.ErrorCorrectionLevel.medium),
            ("encode-v10", String(version10), .medium),
            ("encode-v40", String(version40), .low),
        ] {
            guard let code = try? QRCode(encoding: text, errorCorrection: level) else {
                fatalError("\(name) does not encode")
            }
            let operations = code.version.number > 20 ? 5 : 200
            let time = Stopwatch.measure(operations: operations) { () -> Int in
                var modules = 0
                for _ in 0..<operations { modules += (try? QRCode(encoding: text, errorCorrection: level))?.size ?? 0 }
                return modules
            }
            var item = BenchmarkCase(name: name, ours: time)
            item.notes["version"] = Double(code.version.number)
            cases.append(item)
        }
        guard let code = try? QRCode(encoding: String(version10)) else { fatalError("version 10 does not encode") }
        cases.append(BenchmarkCase(
            name: "terminal-v10",
            ours: Stopwatch.measure(operations: 200) { (0..<200).reduce(0) { $0 + code.terminalText().utf8.count + $1 } }))
        cases.append(BenchmarkCase(
            name: "svg-v10",
            ours: Stopwatch.measure(operations: 200) { (0..<200).reduce(0) { $0 + code.svg().utf8.count + $1 } }))
        return cases
    }
}
