/// One file of the project as the index keeps it: its declarations, and the controllers the dashboard
/// measured while its tree was at hand. Plain values, so that files are scanned on any thread.
struct IndexedFile: Codable, Sendable {
    typealias DeclaredClass = FileDeclarations.DeclaredClass
    typealias DeclaredExtension = FileDeclarations.DeclaredExtension

    let path: String
    let lines: Int
    var declarations = FileDeclarations()
    /// Types measured in this file (a class body and its same-file extensions), by name.
    var measurements: [String: TypeMeasurement] = [:]

    var classes: [DeclaredClass] { declarations.classes }
    var extensions: [DeclaredExtension] { declarations.extensions }
    var typeNames: [String] { declarations.typeNames }
}
