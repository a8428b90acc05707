import Foundation

/// A generated TBX-Basic file: `count` concepts in fi, en and tr, each with a category, a definition and a
/// part of speech per language, a synonym in every third concept and a context sentence in every second, with
/// the letters the three languages use (ä, ö, ş, ı, ğ, ü). Written to disk in pieces, never whole in memory.
enum TerminologyImportWorkload {
    static let categories = ["Solun rakenne", "Soluhengitys", "Fotosynteesi", "Perinnöllisyys", "Evoluutio", "Ekologia",
                             "Virukset", "Bakteerit", "Kasvit", "Eläimet", "Ihmisen fysiologia", "Biokemia"]

    static func write(count: Int, to url: URL) throws -> Int {
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca" xml:lang="fi">
              <tbxHeader>
                <fileDesc>
                  <titleStmt>
                    <title>Generoitu biologian termistö</title>
                  </titleStmt>
                  <sourceDesc>
                    <p>Generated for sanasto-bench.</p>
                    <p type="sanasto:languages">fi en tr</p>
                  </sourceDesc>
                </fileDesc>
              </tbxHeader>
              <text>
                <body>

            """
        var written = 0
        for index in 0..<count {
            let category = categories[index % categories.count]
            text += """
                      <conceptEntry id="e\(index)">
                        <descrip type="subjectField">\(category)</descrip>
                        <langSec xml:lang="fi">
                          <descrip type="definition">Käsitteen \(index) määritelmä: solun osa, jonka tehtävä liittyy energiaan ja säätelyyn.</descrip>
                          <termSec>
                            <term>käsite \(index) ääkkösin</term>
                            <termNote type="partOfSpeech">noun</termNote>
                            <termNote type="administrativeStatus">preferredTerm-admn-sts</termNote>\(index % 2 == 0 ? "\n                <descrip type=\"context\">Tämä lause käyttää käsitettä \(index) yhteydessään.</descrip>" : "")
                          </termSec>\(index % 3 == 0 ? "\n            <termSec>\n              <term>synonyymi \(index)</term>\n              <termNote type=\"administrativeStatus\">admittedTerm-admn-sts</termNote>\n            </termSec>" : "")
                        </langSec>
                        <langSec xml:lang="en">
                          <descrip type="definition">Definition of concept \(index): a part of the cell whose task relates to energy.</descrip>
                          <termSec>
                            <term>concept \(index) term</term>
                            <termNote type="partOfSpeech">noun</termNote>
                            <termNote type="administrativeStatus">preferredTerm-admn-sts</termNote>
                          </termSec>
                        </langSec>
                        <langSec xml:lang="tr">
                          <descrip type="definition">Kavram \(index) tanımı: görevi enerjiyle ilgili olan hücre bölümü; ışık, üğüş.</descrip>
                          <termSec>
                            <term>kavram \(index) şırınga</term>
                            <termNote type="partOfSpeech">noun</termNote>
                            <termNote type="administrativeStatus">preferredTerm-admn-sts</termNote>
                          </termSec>
                        </langSec>
                      </conceptEntry>

                """
            if text.utf8.count > 1 << 20 {
                try handle.write(contentsOf: Data(text.utf8))
                written += text.utf8.count
                text = ""
            }
        }
        text += "    </body>\n  </text>\n</tbx>\n"
        try handle.write(contentsOf: Data(text.utf8))
        written += text.utf8.count
        return written
    }
}

/// The process's peak resident memory, from Linux's `/proc/self/status` (nil elsewhere).
enum PeakMemory {
    /// VmHWM in bytes.
    static func bytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
            return digits.map { $0 * 1024 }
        }
        return nil
    }

    /// Resets the peak to the current resident size (Linux 4.0+); false when the kernel does not allow it.
    @discardableResult
    static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}

/// This process's CPU time (user and system), so that a figure means something on a shared machine: the wall
/// clock counts the time other processes had the cores.
enum ProcessCPUTime {
    static func nanoseconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        let user = Double(usage.ru_utime.tv_sec) * 1e9 + Double(usage.ru_utime.tv_usec) * 1e3
        let system = Double(usage.ru_stime.tv_sec) * 1e9 + Double(usage.ru_stime.tv_usec) * 1e3
        return user + system
    }
}
