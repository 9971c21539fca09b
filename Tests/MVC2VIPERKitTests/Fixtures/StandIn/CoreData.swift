// A small stand-in for Core Data, enough to type-check migrated modules on Linux.
@_exported import Foundation
// For the replay's record of what a screen did.
import UIKit

public protocol NSFetchRequestResult: AnyObject {}

open class NSManagedObject: NSObject, NSFetchRequestResult {
    public override init() { super.init() }
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init()
        context?.registeredObjects.append(self)
    }
}

public enum NSAttributeType: UInt {
    case integer16AttributeType, integer32AttributeType, integer64AttributeType, decimalAttributeType, doubleAttributeType, floatAttributeType,
         stringAttributeType, booleanAttributeType, dateAttributeType, binaryDataAttributeType, UUIDAttributeType, URIAttributeType
}

open class NSPropertyDescription: NSObject {
    open var name = ""
}

open class NSAttributeDescription: NSPropertyDescription {
    open var attributeType: NSAttributeType = .stringAttributeType
}

open class NSEntityDescription: NSObject {
    open var name: String?
    open var managedObjectClassName: String!
    open var properties: [NSPropertyDescription] = []
}

/// Plays the role of `@NSManaged` on Linux, where the attribute needs the Objective-C runtime.
@propertyWrapper
public struct NSManagedStandIn<Value> {
    private var storage: Value?
    public init() {}
    public var wrappedValue: Value {
        get { storage! }
        set { storage = newValue }
    }
}

open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSObject {
    public let entityName: String?
    open var sortDescriptors: [NSSortDescriptor]?
    open var predicate: NSPredicate?
    open var fetchLimit = 0
    public init(entityName: String) { self.entityName = entityName }
}

public enum NSManagedObjectContextConcurrencyType { case mainQueueConcurrencyType, privateQueueConcurrencyType }

open class NSManagedObjectContext: NSObject {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    open var registeredObjects: [NSManagedObject] = []
    public init(concurrencyType: NSManagedObjectContextConcurrencyType) { self.concurrencyType = concurrencyType }
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let order = (request.sortDescriptors ?? []).map { "\($0.keyName) \($0.ascending ? "ascending" : "descending")" }
        StandInRecorder.record("fetch \(request.entityName ?? "nil") sorted by \(order)")
        return registeredObjects.compactMap { $0 as? T }
    }
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }
    open func save() throws {}
    open var hasChanges: Bool { false }
    open func perform(_ block: @escaping () -> Void) { block() }
}

open class NSPersistentContainer: NSObject {
    public let name: String
    open var viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    public init(name: String) { self.name = name }
    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    }
}

extension NSSortDescriptor {
    /// Key-value coding is unavailable in swift-corelibs-foundation; Core Data code sorts by key name.
    public convenience init(key: String, ascending: Bool) {
        self.init(keyPath: \NSObject.description, ascending: ascending)
        SortKeys.names[ObjectIdentifier(self)] = key
    }

    /// The key it was made with, for the replay's record.
    public var keyName: String { SortKeys.names[ObjectIdentifier(self)] ?? "self" }
}

private enum SortKeys {
    nonisolated(unsafe) static var names: [ObjectIdentifier: String] = [:]
}

public protocol NSFetchedResultsSectionInfo {
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

public enum NSFetchedResultsChangeType { case insert, delete, move, update }

public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                           at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
}

private struct SectionInfo: NSFetchedResultsSectionInfo {
    let objects: [Any]?
    var numberOfObjects: Int { objects?.count ?? 0 }
}

/// Unconstrained here: on Linux `NSFetchRequestResult` is no @objc protocol, so its existential
/// (in delegate methods' `NSFetchedResultsController<NSFetchRequestResult>`) could not satisfy a constraint.
open class NSFetchedResultsController<ResultType>: NSObject {
    private let fetchAll: () throws -> [ResultType]
    open weak var delegate: NSFetchedResultsControllerDelegate?
    open private(set) var fetchedObjects: [ResultType]?
    init(fetchAll: @escaping () throws -> [ResultType]) { self.fetchAll = fetchAll }
    open func performFetch() throws { fetchedObjects = try fetchAll() }
    open var sections: [NSFetchedResultsSectionInfo]? { [SectionInfo(objects: fetchedObjects)] }
    open func object(at indexPath: IndexPath) -> ResultType { fetchedObjects![indexPath[1]] }
}

extension NSFetchedResultsController where ResultType: NSFetchRequestResult {
    public convenience init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                            sectionNameKeyPath: String?, cacheName name: String?) {
        self.init(fetchAll: { try context.fetch(fetchRequest) })
    }

    public func indexPath(forObject object: ResultType) -> IndexPath? {
        fetchedObjects?.firstIndex { $0 === object }.map { IndexPath(indexes: [0, $0]) }
    }
}
