import CoreData
import Foundation

/// A story the user bookmarked, stored with Core Data (entity "Bookmark" of the Feed model).
@objc(Bookmark)
final class Bookmark: NSManagedObject {
    @NSManaged var title: String
    @NSManaged var url: String
}
