/// A `.stringsdict` in Xcode's XML layout: 6,000 plural entries (one variable each, three forms with
/// Finnish and Russian text, entities), about 3.3 MB.
enum GeneratedStringsdict {
    static func text(entries: Int = 6_000) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
        for index in 0..<entries {
            out += """
            \t<key>%lld items in folder \(index)</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@items@ in &quot;%@&quot; \(index)</string>
            \t\t<key>items</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>lld</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%lld kohde — yksi \(index)</string>
            \t\t\t<key>few</key>
            \t\t\t<string>%lld элемента &amp; \(index)</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%lld kohdetta, jotka ovat kansiossa \(index)</string>
            \t\t</dict>
            \t</dict>

            """
        }
        return out + "</dict>\n</plist>\n"
    }
}
