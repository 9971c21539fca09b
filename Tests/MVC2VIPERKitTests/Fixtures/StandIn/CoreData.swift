// A small stand-in for Core Data, enough to type-check migrated modules on Linux.
@_exported import Foundation

public protocol NSFetchRequestResult: AnyObject {}

open class NSManagedObject: NSObject, NSFetchRequestResult {
    public override init() { super.init() }
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
        registeredObjects.compactMap { $0 as? T }
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
    }
}
