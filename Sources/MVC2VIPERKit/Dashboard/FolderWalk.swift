#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files under a folder, read with `readdir`: the directory entry says whether a name is a folder, where
/// Foundation's enumerator made a URL of every entry and asked it again (a quarter of a dashboard rerun from its cache).
enum FolderWalk {
    /// Paths of the files under `root` (as `root/relative/path`), entering no folder `skipsFolder` names. Links are
    /// listed as what they point to, and never entered: a linked folder is not the project's own.
    static func files(under root: String, skipsFolder: (String) -> Bool) -> [String] {
        var found: [String] = []
        var pending = [root.hasSuffix("/") ? String(root.dropLast()) : root]
        while let folder = pending.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let path = folder + "/" + name
                switch kind(Int32(entry.pointee.d_type), path) {
                case .folder: if !skipsFolder(name) { pending.append(path) }
                case .file: found.append(path)
                case .linkedFolder, .other: continue
                }
            }
        }
        return found
    }

    private enum Kind { case file, folder, linkedFolder, other }

    /// What an entry is, from its directory entry when the file system says, else from `stat`.
    private static func kind(_ type: Int32, _ path: String) -> Kind {
        switch type {
        case Int32(DT_DIR): return .folder
        case Int32(DT_REG): return .file
        case Int32(DT_LNK), Int32(DT_UNKNOWN):
            var info = stat()
            // A link is followed to what it names; an entry of unknown type is asked as it is.
            let status = type == Int32(DT_LNK) ? stat(path, &info) : lstat(path, &info)
            guard status == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return type == Int32(DT_LNK) ? .linkedFolder : .folder
            case S_IFREG: return .file
            default: return .other
            }
        default: return .other
        }
    }
}
