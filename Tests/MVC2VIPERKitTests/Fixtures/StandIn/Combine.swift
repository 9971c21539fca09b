// A small stand-in for Combine, enough to type-check migrated modules on Linux: publishers,
// subjects, sink/assign, receive(on:), map and cancellables. Delivery is synchronous.
@_exported import Foundation

public final class AnyCancellable: Hashable {
    private let cancelAction: () -> Void
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public func cancel() { cancelAction() }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store(in array: inout [AnyCancellable]) { array.append(self) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
    func subscribe(_ receiveValue: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeBody: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeBody = { publisher.subscribe($0, completion: $1) }
    }
    public func subscribe(_ receiveValue: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribeBody(receiveValue, completion)
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
    public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        let upstream = self
        return AnyPublisher(Mapped(upstream: upstream, transform: transform))
    }
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue, completion: receiveCompletion)
    }
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        subscribe({ object[keyPath: keyPath] = $0 }, completion: { _ in })
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue, completion: { _ in })
    }
}

private struct Mapped<Upstream: Publisher, Output>: Publisher {
    typealias Failure = Upstream.Failure
    let upstream: Upstream
    let transform: (Upstream.Output) -> Output
    func subscribe(_ receiveValue: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        upstream.subscribe({ receiveValue(transform($0)) }, completion: completion)
    }
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private var subscribers: [UUID: (Output) -> Void] = [:]
    public init() {}
    public func send(_ value: Output) { subscribers.values.forEach { $0(value) } }
    public func subscribe(_ receiveValue: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        let id = UUID()
        subscribers[id] = receiveValue
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}

public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public var value: Output { didSet { subscribers.values.forEach { $0(value) } } }
    private var subscribers: [UUID: (Output) -> Void] = [:]
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func subscribe(_ receiveValue: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        let id = UUID()
        subscribers[id] = receiveValue
        receiveValue(value)
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func subscribe(_ receiveValue: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receiveValue(output)
        completion(.finished)
        return AnyCancellable {}
    }
}

@propertyWrapper
public struct Published<Value> {
    private let subject: CurrentValueSubject<Value, Never>
    public init(wrappedValue: Value) { subject = CurrentValueSubject(wrappedValue) }
    public var wrappedValue: Value {
        get { subject.value }
        nonmutating set { subject.send(newValue) }
    }
    public var projectedValue: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }
}

extension NotificationCenter {
    /// The notifications posted under `name`, as Foundation's publisher hands them on Apple platforms.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        AnyPublisher(NotificationPublisher(center: self, name: name, object: object))
    }
}

private struct NotificationPublisher: Publisher {
    typealias Output = Notification
    typealias Failure = Never
    let center: NotificationCenter
    let name: Notification.Name
    let object: AnyObject?
    func subscribe(_ receiveValue: @escaping (Notification) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        nonisolated(unsafe) let deliver = receiveValue
        let token = center.addObserver(forName: name, object: object, queue: nil) { deliver($0) }
        return AnyCancellable { [center] in center.removeObserver(token) }
    }
}
