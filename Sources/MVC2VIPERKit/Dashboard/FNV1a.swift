import Foundation

/// FNV-1a, 64 bits: stable across runs and machines, unlike Swift's seeded `Hasher` — the GitLab report's
/// fingerprints and the dashboard cache's keys.
enum FNV1a {
    static let standardOffset: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash(_ data: Data, offset: UInt64 = standardOffset) -> UInt64 {
        // Over the raw bytes: Data's own iterator costs a call per byte.
        data.withUnsafeBytes { bytes in
            bytes.reduce(offset) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
    }
}
