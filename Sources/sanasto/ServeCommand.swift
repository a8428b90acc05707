// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import HTTPServer
import QRCode
import TerminologyKit
import TerminologyWeb

/// `sanasto serve`: the class on the web. Parses the options, opens the library and prints the address, its QR code,
/// the class code and the teacher's sign-in token; everything the server does is TerminologyWeb's.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: String(localized: "Serve the library to a class on the web: students join with the class code, the teacher signs in with the printed token.", locale: .help),
        discussion: String(localized: """
            Listens on 127.0.0.1:8080 unless told otherwise; --host 0.0.0.0 serves the local network, and then the \
            address is also printed as a QR code for phones. The class code is kept in the library; the sign-in token is \
            new at every start. --set-password reads a password for the teacher from standard input, stores only its \
            hash in the library, and exits. SIGINT or SIGTERM stops the server after the requests in progress.
            """, locale: .help),
        examples: [
            .init("sanasto serve"), .init("sanasto serve --host 0.0.0.0 --port 8080"),
            .init("sanasto serve --database postgres://sanasto@db.school.example/sanasto"),
            .init("echo 'a long passphrase' | sanasto serve --set-password"),
        ])

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp(String(localized: "The address to listen on (0.0.0.0: every network interface).", locale: .help), valueName: "host")) var host = "127.0.0.1"
    @Option(help: ArgumentHelp(String(localized: "The TCP port (0: any free port).", locale: .help), valueName: "port")) var port = 8080
    @Option(help: ArgumentHelp(String(localized: "A PostgreSQL library (postgres://…) instead of the SQLite file.", locale: .help), valueName: "url")) var database: String?
    @Flag(help: ArgumentHelp(String(localized: "Read the teacher's password from standard input, store its hash and exit.", locale: .help))) var setPassword = false
    @Option(help: ArgumentHelp(String(localized: "Trust the headers of the TLS proxy in front of the server: x-forwarded (X-Forwarded-Proto and the last X-Forwarded-For) or forwarded (the last element of RFC 7239's Forwarded). Cookies become Secure behind HTTPS, and sign-in limits count each client.", locale: .help), valueName: "headers"))
    var proxyHeaders: ProxyHeadersArgument = .none
    @Flag(help: ArgumentHelp(String(localized: "The same as --proxy-headers x-forwarded.", locale: .help))) var trustForwardedProto = false
    @Option(help: ArgumentHelp(String(localized: "How many trusted proxies are in front of the server (a CDN before nginx: 2); the client is the address the outermost one names.", locale: .help), valueName: "count"))
    var proxyHops = 1

    func run(console: Console) async throws -> ExitCode {
        let command = "sanasto serve"
        let language: AppLanguage
        do {
            language = try AppLanguage.resolve(explicit: global.lang, environment: console.environment)
        } catch {
            return Session.fail(error, language: .english, command: command, console: console)
        }
        let locale = language.locale
        if trustForwardedProto, proxyHeaders == .forwarded {
            return Session.fail(AppError(.usage, String(
                localized: "--trust-forwarded-proto trusts X-Forwarded-*; it cannot be given with --proxy-headers forwarded.", locale: locale,
                comment: "serve: two options that name different proxy headers.")),
                language: language, command: command, console: console)
        }
        guard (1...10).contains(proxyHops) else {
            return Session.fail(AppError(.usage, String(
                localized: "--proxy-hops must be between 1 and 10, not \(proxyHops).", locale: locale, comment: "serve --proxy-hops out of range.")),
                language: language, command: command, console: console)
        }
        guard (0...65_535).contains(port) else {
            return Session.fail(AppError(.usage, String(
                localized: "The port must be between 0 and 65535, not \(port).", locale: locale, comment: "serve --port out of range.")),
                language: language, command: command, console: console)
        }
        let store: TerminologyStore
        do {
            if let database {
                store = try TerminologyStore(location: database)
            } else {
                let location = try LibraryLocation.resolve(explicitPath: global.library, environment: console.environment)
                try FileManager.default.createDirectory(at: location.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                store = try TerminologyStore(url: location.url)
            }
        } catch let error as StoreError {
            return Session.fail(AppError(error, language: language), language: language, command: command, console: console)
        } catch {
            return Session.fail(AppError(.cannotWrite, "\(error)"), language: language, command: command, console: console)
        }
        if setPassword {
            return try setTeacherPassword(store: store, console: console, language: language)
        }
        let web: WebApp
        do {
            web = try WebApp(store: store, options: WebApp.Options(
                proxyHeaders: trustForwardedProto ? .xForwarded : proxyHeaders.headers, proxyHops: proxyHops))
        } catch {
            return Session.fail(AppError(.failed, "\(error)"), language: language, command: command, console: console)
        }
        let application = web.application(configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "Sanasto"))
        let host = self.host
        do {
            try await application.runService { handle in
                let urls = ServeAddresses.urls(host: host, port: handle.port)
                for url in urls {
                    console.print(String(localized: "Sanasto serves the class at \(url)", locale: locale, comment: "serve: the address students open."))
                }
                // A QR code only where a phone can use it: a loopback address reaches this machine alone.
                if !ServeAddresses.isLoopback(host), let first = urls.first, let code = try? QRCode(encoding: first) {
                    console.print(code.terminalText())
                }
                console.print(String(localized: "Class code: \(web.credentials.classCode)", locale: locale, comment: "serve: the code students join with."))
                console.print(String(localized: "Teacher sign-in token: \(web.credentials.teacherToken)", locale: locale, comment: "serve: the teacher's one-time sign-in token."))
                console.print(String(localized: "Ctrl-C stops the server.", locale: locale, comment: "serve: how to stop it."))
            }
        } catch {
            console.printError("\(command): \(Session.errorWord(language)): " + String(
                localized: "Cannot listen on \(host):\(port): \(String(describing: error)).", locale: locale,
                comment: "serve: the address cannot be bound (in use, not this machine's, no permission)."))
            return ExitCode(71)
        }
        return .success
    }

    private func setTeacherPassword(store: TerminologyStore, console: Console, language: AppLanguage) throws -> ExitCode {
        let locale = language.locale
        let line = console.isInteractive
            ? console.prompt(String(localized: "The teacher's new password:", locale: locale, comment: "serve --set-password: the prompt."))
            : readLine(strippingNewline: true)
        guard let password = line, password.count >= 8 else {
            return Session.fail(AppError(.usage, String(
                localized: "The password needs at least 8 characters.", locale: locale, comment: "serve --set-password: too short.")),
                language: language, command: "sanasto serve", console: console)
        }
        do {
            try ClassCredentials.setPassword(password, in: store)
        } catch let error as StoreError {
            return Session.fail(AppError(error, language: language), language: language, command: "sanasto serve", console: console)
        }
        console.print(String(localized: "The teacher's password is set.", locale: locale, comment: "serve --set-password: done."))
        return .success
    }
}

/// `--proxy-headers none|x-forwarded|forwarded`.
enum ProxyHeadersArgument: String, CaseIterable, ExpressibleByArgument {
    case none
    case xForwarded = "x-forwarded"
    case forwarded

    var headers: WebApp.ProxyHeaders {
        switch self {
        case .none: .none
        case .xForwarded: .xForwarded
        case .forwarded: .forwarded
        }
    }
}
#endif
