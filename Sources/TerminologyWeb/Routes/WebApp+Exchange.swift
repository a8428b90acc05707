// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// Imports (a multipart upload of TBX, CSV/TSV, Anki or a `.sanasto` bundle, up to 10 MiB) and exports, through the
/// CLI's exchange code.
extension WebApp {
    struct ExportFormat {
        var name: String
        var label: String
        var fileExtension: String
        var contentType: String
    }

    static let exportFormats = [
        ExportFormat(name: "tbx", label: "TBX", fileExtension: "tbx", contentType: "application/x-tbx+xml"),
        ExportFormat(name: "csv", label: "CSV", fileExtension: "csv", contentType: "text/csv; charset=utf-8"),
        ExportFormat(name: "tsv", label: "TSV", fileExtension: "tsv", contentType: "text/tab-separated-values; charset=utf-8"),
        ExportFormat(name: "anki", label: "Anki", fileExtension: "txt", contentType: "text/plain; charset=utf-8"),
        ExportFormat(name: "sanasto", label: "Sanasto", fileExtension: "sanasto", contentType: "application/json"),
    ]

    /// The file name extensions an upload may keep (they tell the importer the format when none is chosen).
    static let importExtensions: Set<String> = ["tbx", "xml", "csv", "tsv", "txt", "sanasto", "json"]

    func addExchangeRoutes(to router: Router<WebContext>) {
        router.post("/teacher/import") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let locale = visit.language.locale
            _ = try await request.body.collect(upTo: self.options.maxImportSize)
            let form = try MultipartFormData(request: request, limits: .init(maxParts: 10, maxPartSize: self.options.maxImportSize))
            guard let file = form.part(named: "file"), !file.body.isEmpty else {
                throw HTTPError(.unprocessableContent, message: String(
                    localized: "Choose a file to import.", bundle: .module, locale: locale, comment: "Import without a file."))
            }
            let format = (form["format"] ?? "").trimmingCharacters(in: .whitespaces)
            guard format.isEmpty || Self.exportFormats.contains(where: { $0.name == format }) else { throw self.notFound(visit) }
            // Only the extension of the uploaded name is kept: the file is written under a name of the server's own.
            let pathExtension = (file.filename ?? "").split(separator: ".").last.map { $0.lowercased() } ?? ""
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-import-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("upload" + (Self.importExtensions.contains(pathExtension) ? "." + pathExtension : ""))
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(file.body).write(to: url)
            } catch {
                throw visit.app.appError(error)
            }
            let summary = try visit.app.importTerminology(from: url, request: TerminologyImportRequest(
                format: format.isEmpty ? nil : format, mode: .adopt, title: file.filename.map { name in
                    String(name.split(separator: ".").dropLast().joined(separator: ".").prefix(200))
                }))
            let count: Int = summary.conceptCount
            return try await self.terminologyEditor(visit, id: summary.terminology.id, notice: String(
                localized: "Imported \(count) terms.", bundle: .module, locale: locale, comment: "An import succeeded; how many terms."))
        }
        router.get("/teacher/terminologies/:id/export/:format") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let terminology = try self.teacherTerminology(context, visit)
            guard let format = Self.exportFormats.first(where: { $0.name == context.parameters.get("format") }) else { throw self.notFound(visit) }
            let summary = try await visit.app.exportTerminology(
                terminology.id.uuidString, request: TerminologyExportRequest(format: format.name), to: nil)
            let name = Self.fileName(terminology.title) + "." + format.fileExtension
            let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "terminology"
            let ascii = String(name.unicodeScalars.map { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-" ? Character($0) : "_" })
            return Response(
                status: .ok,
                headers: [
                    .contentType: format.contentType, .contentDisposition: "attachment; filename=\"\(ascii)\"; filename*=UTF-8''\(encoded)",
                    .cacheControl: "no-store",
                ],
                body: ResponseBody(data: summary.data ?? Data()))
        }
    }

    /// A file name made of a title: letters, digits and dashes only (nothing that could name a path).
    static func fileName(_ title: String) -> String {
        let words = title.split { !($0.isLetter || $0.isNumber) }
        let name = words.joined(separator: "-")
        return name.isEmpty ? "terminology" : String(name.prefix(80))
    }

    func importForm(_ html: HTMLWriter, _ visit: Visit) {
        let locale = visit.language.locale
        html.element("section", ["aria-labelledby": "import-heading"]) {
            html.element("h2", ["id": "import-heading"], text: String(localized: "Import", bundle: .module, locale: locale, comment: "Heading of the import form."))
            html.element("form", ["method": "post", "action": "/teacher/import", "enctype": "multipart/form-data", "id": "import-form"]) {
                Page.csrfField(html, visit)
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "import-file"], text: String(
                        localized: "File (TBX, CSV, TSV, Anki text, Sanasto bundle; at most 10 MiB)", bundle: .module, locale: locale, comment: "Label of the import file field."))
                    html.void("input", ["type": "file", "name": "file", "id": "import-file", "required": "", "accept": ".tbx,.xml,.csv,.tsv,.txt,.sanasto,.json"])
                }
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "import-format"], text: String(localized: "Format", bundle: .module, locale: locale, comment: "Label of the import format menu."))
                    html.element("select", ["name": "format", "id": "import-format"]) {
                        html.element("option", ["value": ""], text: String(
                            localized: "Recognize from the file", bundle: .module, locale: locale, comment: "Import format menu: detect it."))
                        for format in Self.exportFormats { html.element("option", ["value": format.name], text: format.label) }
                    }
                }
                html.element("button", ["type": "submit", "id": "import-submit"], text: String(localized: "Import", bundle: .module, locale: locale, comment: "Button: import."))
            }
        }
    }
}
#endif
