// sanasto runs only where AppIntents is absent (see Sources/sanasto/main.swift).
#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing

@Suite("sanasto desktop-entry") struct SanastoDesktopEntryTests {
    @Test func theEntryIsWrittenAtomicallyAndNamesItsActions() throws {
        let tool = try SanastoTool()
        let file = tool.folder.appending("applications/fi.sanasto.desktop")
        let output = try tool.run(["desktop-entry", "--output", file.path, "--exec", "/opt/Sanasto Tools/sanasto"])
        #expect(output.exitCode == 0)
        #expect(output.standardError == "Wrote <tmp>/applications/fi.sanasto.desktop.\n")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("Actions=addTerm;search;study;\n"))
        #expect(text.contains("[Desktop Action study]\nName=Study\nName[fi]=Opiskele\nName[tr]=Çalış\nExec=\"/opt/Sanasto Tools/sanasto\" quick-action fi.sanasto.study\n"))
        #expect(try tool.run(["desktop-entry"]).standardOutput.hasPrefix("[Desktop Entry]\nType=Application\n"))
    }

    /// Debian's `desktop-file-validate` (desktop-file-utils) accepts the entry; skipped, saying so, where it is not
    /// installed (CI installs it).
    @Test func desktopFileValidateAcceptsIt() throws {
        guard let validator = ToolRunner.installed("desktop-file-validate") else {
            if ProcessInfo.processInfo.environment["SANASTO_REQUIRE_DESKTOP_FILE_VALIDATE"] != nil {
                Issue.record("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
            } else {
                print("skipped: desktop-file-validate is not installed (apt-get install desktop-file-utils)")
            }
            return
        }
        let tool = try SanastoTool()
        for executable in ["sanasto", "/opt/Sanasto Tools/sanasto", "/home/ada/$HOME/100%/sanasto"] {
            let file = tool.folder.appending("fi.sanasto.desktop")
            #expect(try tool.run(["desktop-entry", "--output", file.path, "--exec", executable]).exitCode == 0)
            let result = try validator.run([file.path])
            #expect(result.exitCode == 0, "\(executable): \(result)")
            #expect(result.standardOutput.isEmpty && result.standardError.isEmpty, "\(result)")
        }
    }
}
#endif
