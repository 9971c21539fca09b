/// Everything that stops a migration, each with one line for the user and a documented exit code.
public enum MigrationError: Error, Equatable, CustomStringConvertible {
    case fileNotFound(String)
    case notAFile(String)
    case unreadable(String, reason: String)
    case emptyFile(String)
    case syntaxErrors([String])
    case noController(String)
    case severalControllers(path: String, names: [String])
    /// A type the module would declare is already declared in the project.
    case typeClash(String, path: String, module: String)
    /// The controller's class is declared in more than one file of the project.
    case duplicateClass(String, paths: [String])
    case unknownClass(String, available: [String])
    /// The controller's class is `private` or `fileprivate`: the module's other files could not name it.
    case privateClass(String, path: String)
    /// An initializer of the controller takes a type its file keeps private, which the module's assembly could not name.
    case privateInitializerType(String, type: String, path: String)
    case invalidModuleName(String)
    case outputNotADirectory(String)
    case fileExists(String)
    case moduleExists(String)
    case writeFailed(String, reason: String)
    case invalidRecipe(file: String, reason: String)
    case invalidConfiguration(file: String, reason: String)
    case usage(String)
    /// The emitted code does not parse: a defect of the tool, reported instead of written.
    case invalidOutput(file: String, diagnostics: [String])
    /// Moved code would read names nothing declares where it landed, and keeping its members in the view did not
    /// help: a defect of the tool, reported instead of written.
    case outOfScope([ScopeCheck.Finding])

    /// 64 is EX_USAGE from sysexits(3); every other failure is 1.
    public var exitCode: Int32 {
        switch self {
        case .usage, .invalidModuleName, .invalidConfiguration: return 64
        default: return 1
        }
    }

    public var description: String {
        switch self {
        case .fileNotFound(let path): return "error: no such file: \(path)"
        case .notAFile(let path): return "error: not a file: \(path) (pass one .swift file)"
        case .unreadable(let path, let reason): return "error: cannot read \(path): \(reason)"
        case .emptyFile(let path): return "error: \(path) is empty"
        case .syntaxErrors(let lines): return lines.joined(separator: "\n")
        case .noController(let path):
            return "error: no view controller found in \(path) (looked for subclasses of UIViewController and of classes named …Controller)"
        case .severalControllers(let path, let names):
            return "error: \(path) declares several controllers (\(names.joined(separator: ", "))); pick one with --class NAME"
        case .typeClash(let name, let path, let module):
            return "error: module \(module) would declare \(name), which the project already declares at \(path); pick another name with --module NAME"
        case .duplicateClass(let name, let paths):
            return "error: class \(name) is declared in \(paths.count) files of the project (\(paths.joined(separator: ", "))); keep one, or pass --no-project"
        case .unknownClass(let name, let available):
            return "error: no controller named \(name); found: \(available.isEmpty ? "none" : available.joined(separator: ", "))"
        case .privateClass(let name, let path):
            return "error: class \(name) is private to \(path), so the module's files could not name it; make it internal to migrate it"
        case .privateInitializerType(let name, let type, let path):
            return
                "error: an initializer of \(name) takes \(type), which \(path) keeps private, so the module's assembly could not name it; make \(type) internal to migrate \(name)"
        case .invalidModuleName(let name):
            return "error: module name '\(name)' is not a Swift identifier"
        case .outputNotADirectory(let path): return "error: output path is not a directory: \(path)"
        case .fileExists(let path): return "error: \(path) already exists (pass --force to overwrite)"
        case .moduleExists(let path): return "error: a module already exists at \(path) (pass --force to regenerate it)"
        case .writeFailed(let path, let reason): return "error: cannot write \(path): \(reason)"
        case .invalidRecipe(let file, let reason): return "error: recipe \(file): \(reason)"
        case .invalidConfiguration(let file, let reason): return "error: configuration \(file): \(reason)"
        case .usage(let message): return "error: \(message)"
        case .invalidOutput(let file, let diagnostics):
            return "error: mvc2viper produced Swift that does not parse in \(file) (a defect of the tool; nothing was written): "
                + (diagnostics.first ?? "")
        case .outOfScope(let findings):
            let first = findings.first.map { "\($0.path):\($0.line):\($0.column): \($0.name) is not in scope in \($0.place)" } ?? ""
            return "error: the module would not compile, its moved code reading names nothing declares there "
                + "(a defect of the tool; nothing was written): \(first)" + (findings.count > 1 ? " (and \(findings.count - 1) more)" : "")
        }
    }
}
