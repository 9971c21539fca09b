import Foundation

/// A story of the feed.
struct FeedItem: Equatable {
    let id: Int
    let title: String
    let summary: String
    let date: Date
}
