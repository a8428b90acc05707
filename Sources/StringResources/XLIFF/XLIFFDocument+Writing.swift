extension XLIFFDocument {
    /// The XML Schema instance namespace, which Xcode declares for `xsi:schemaLocation`.
    static let schemaInstanceNamespace = "http://www.w3.org/2001/XMLSchema-instance"
    /// Where Xcode says the strict XLIFF 1.2 schema is.
    static let schemaLocation = "urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd"

    /// The document as UTF-8 XML, laid out as Xcode writes it.
    ///
    /// The declaration, the root's namespaces and schema location as Xcode writes them, two spaces of indentation,
    /// each unit `xml:space="preserve"` with its `<source>`, `<target state="…">` and `<note>` on one line each, a
    /// unit without a note getting an empty `<note/>` as Xcode's do. Text and attributes are escaped so that a reader
    /// gets back exactly what was written (a carriage return as `&#13;`, tabs and line feeds in ids as references).
    public func encoded() -> [UInt8] {
        var writer = XMLWriter(indentation: "  ", capacity: 256 + files.reduce(0) { $0 + $1.units.count * 160 })
        writer.writeDeclaration()
        writer.startElement("xliff", attributes: [
            ("xmlns", Self.namespace), ("xmlns:xsi", Self.schemaInstanceNamespace), ("version", "1.2"),
            ("xsi:schemaLocation", Self.schemaLocation),
        ])
        for file in files {
            var attributes: [(name: String, value: String)] = [("original", file.original), ("source-language", file.sourceLanguage)]
            if let target = file.targetLanguage { attributes.append(("target-language", target)) }
            attributes.append(("datatype", file.datatype))
            writer.startElement("file", attributes: attributes)
            if let tool = file.tool {
                writer.startElement("header")
                var toolAttributes: [(name: String, value: String)] = [("tool-id", tool.id), ("tool-name", tool.name)]
                if let version = tool.version { toolAttributes.append(("tool-version", version)) }
                if let build = tool.buildNumber { toolAttributes.append(("build-num", build)) }
                writer.startElement("tool", attributes: toolAttributes)
                writer.endElement()
                writer.endElement()
            }
            writer.startElement("body")
            for unit in file.units {
                writer.startElement("trans-unit", attributes: [("id", unit.id), ("xml:space", "preserve")])
                if let source = unit.source { writer.element("source", text: source) }
                if let target = unit.target {
                    var targetAttributes: [(name: String, value: String)] = []
                    if let state = unit.state { targetAttributes.append(("state", state.rawValue)) }
                    if let qualifier = unit.stateQualifier { targetAttributes.append(("state-qualifier", qualifier)) }
                    writer.element("target", attributes: targetAttributes, text: target)
                }
                for note in unit.notes {
                    writer.element("note", attributes: note.from.map { [("from", $0)] } ?? [], text: note.text)
                }
                writer.endElement()
            }
            writer.endElement()
            writer.endElement()
        }
        writer.finish()
        return writer.takeBytes()
    }
}
