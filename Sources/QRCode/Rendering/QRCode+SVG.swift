extension QRCode {
    /// The symbol as a standalone SVG document: a background rectangle and one `<path>` of the dark
    /// modules, drawn with crisp edges in a `viewBox` of one unit per module.
    ///
    /// - Parameters:
    ///   - moduleSize: The `width` and `height` of one module in CSS pixels (the drawing scales freely).
    ///   - quietZone: Light modules around the symbol; the standard asks for 4.
    ///   - title: The accessible name of the image (its `<title>`), e.g. the address it encodes.
    ///   - foreground: The colour of the dark modules, any CSS colour.
    ///   - background: The colour of the light modules and the quiet zone, or nil for none (transparent).
    public func svg(
        moduleSize: Int = 8, quietZone: Int = 4, title: String = "QR code", foreground: String = "#000",
        background: String? = "#fff"
    ) -> String {
        let margin = max(0, quietZone)
        let span = size + 2 * margin
        let pixels = span * max(1, moduleSize)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(span) \(span)\""
        // role and aria-label name the image for assistive technology even where <title> is not read.
        svg += " width=\"\(pixels)\" height=\"\(pixels)\" shape-rendering=\"crispEdges\" role=\"img\""
        svg += " aria-label=\"\(Self.escapeXML(title))\">"
        svg += "<title>\(Self.escapeXML(title))</title>"
        if let background {
            svg += "<rect width=\"\(span)\" height=\"\(span)\" fill=\"\(Self.escapeXML(background))\"/>"
        }
        svg += "<path fill=\"\(Self.escapeXML(foreground))\" d=\""
        // One rectangle per horizontal run of dark modules, written as ASCII bytes (the path is most of
        // the document, and string interpolation per run costs more than the rest of the rendering).
        var path: [UInt8] = []
        func append(_ number: Int) {
            if number >= 10 { append(number / 10) }
            path.append(UInt8(0x30 + number % 10))
        }
        for row in 0..<size {
            var column = 0
            while column < size {
                guard self[row, column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < size && self[row, column] { column += 1 }
                path.append(UInt8(ascii: "M"))
                append(start + margin)
                path.append(UInt8(ascii: " "))
                append(row + margin)
                path.append(UInt8(ascii: "h"))
                append(column - start)
                path.append(contentsOf: "v1h-".utf8)
                append(column - start)
                path.append(UInt8(ascii: "z"))
            }
        }
        svg += String(decoding: path, as: UTF8.self)
        svg += "\"/></svg>\n"
        return svg
    }

    /// `text` with the characters that are special in XML text and attributes escaped.
    private static func escapeXML(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default:
                // Control characters other than tab and line breaks are not allowed in XML 1.0 at all.
                if character.value < 0x20 && character != "\t" && character != "\n" && character != "\r" {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(character)
                }
            }
        }
        return escaped
    }
}
