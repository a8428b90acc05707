#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing
import TerminologyKit

@Suite("DesktopEntry") struct DesktopEntryTests {
    @Test func theActionsAreTheQuickActionsNamedInEveryLanguage() async throws {
        let fixture = try AppFixture()
        let text = try await fixture.app(.english).desktopEntry(executable: "sanasto").text
        let expected = """
            [Desktop Entry]
            Type=Application
            Version=1.4
            Name=Sanasto
            Name[fi]=Sanasto
            Name[tr]=Sanasto
            Comment=Study course terminologies and add your own terms, in English, Finnish and Turkish.
            Comment[fi]=Opiskele kurssien sanastoja ja lisää omia termejä englanniksi, suomeksi ja turkiksi.
            Comment[tr]=Ders terminolojilerini çalışın ve kendi terimlerinizi ekleyin: İngilizce, Fince ve Türkçe.
            Exec=sanasto today
            Icon=accessories-dictionary
            Terminal=true
            Categories=Education;Languages;
            Actions=addTerm;search;study;

            [Desktop Action addTerm]
            Name=Add Term
            Name[fi]=Lisää termi
            Name[tr]=Terim Ekle
            Exec=sanasto quick-action fi.sanasto.addTerm

            [Desktop Action search]
            Name=Search
            Name[fi]=Hae
            Name[tr]=Ara
            Exec=sanasto quick-action fi.sanasto.search

            [Desktop Action study]
            Name=Study
            Name[fi]=Opiskele
            Name[tr]=Çalış
            Exec=sanasto quick-action fi.sanasto.study

            """
        #expect(text == expected)
    }

    @Test(arguments: [
        ("sanasto", "sanasto"),
        ("/opt/My Apps/sanasto", "\"/opt/My Apps/sanasto\""),
        ("/home/ada/$bin/sanasto", "\"/home/ada/\\$bin/sanasto\""),
        ("/tmp/100%/sanasto", "/tmp/100%%/sanasto"),
    ])
    func theExecutableIsQuotedAsTheSpecificationAsks(executable: String, quoted: String) async throws {
        let fixture = try AppFixture()
        let text = try await fixture.app().desktopEntry(executable: executable).text
        // The Exec value is also a string value, whose backslashes are escaped once more.
        #expect(text.contains("Exec=\(quoted.replacingOccurrences(of: "\\", with: "\\\\")) today\n"))
    }
}
#endif
