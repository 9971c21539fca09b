/// The sections of the feed a user can open.
enum FeedCategory: String, CaseIterable {
    case top
    case world
    case technology

    var title: String {
        switch self {
        case .top: return "Top"
        case .world: return "World"
        case .technology: return "Technology"
        }
    }
}
