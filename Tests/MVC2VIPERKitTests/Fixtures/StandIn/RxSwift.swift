// A small stand-in for RxSwift, enough to type-check migrated modules on Linux.
@_exported import Foundation

public protocol Disposable {
    func dispose()
}

private struct AnonymousDisposable: Disposable {
    let action: () -> Void
    func dispose() { action() }
}

public final class DisposeBag {
    fileprivate var disposables: [Disposable] = []
    public init() {}
}

/// Keeps subscriptions until it is disposed; `insert` hands back a key that removes one early.
public final class CompositeDisposable: Disposable {
    public struct DisposeKey: Hashable {
        fileprivate let value: Int
    }
    private var disposables: [Int: Disposable] = [:]
    private var nextKey = 0
    public init() {}
    @discardableResult public func insert(_ disposable: Disposable) -> DisposeKey? {
        defer { nextKey += 1 }
        disposables[nextKey] = disposable
        return DisposeKey(value: nextKey)
    }
    public func dispose() {
        disposables.values.forEach { $0.dispose() }
        disposables = [:]
    }
}

extension Disposable {
    public func disposed(by bag: DisposeBag) { bag.disposables.append(self) }
}

public protocol ImmediateSchedulerType {}

public final class MainScheduler: ImmediateSchedulerType {
    public static let instance = MainScheduler()
}

public struct Observable<Element> {
    private let body: (@escaping (Element) -> Void, @escaping (Error) -> Void) -> Disposable

    public init(_ body: @escaping (@escaping (Element) -> Void, @escaping (Error) -> Void) -> Disposable) { self.body = body }

    public static func just(_ element: Element) -> Observable<Element> {
        Observable { onNext, _ in
            onNext(element)
            return AnonymousDisposable {}
        }
    }

    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { self }

    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Observable<Result> {
        Observable<Result> { onNext, onError in body({ onNext(transform($0)) }, onError) }
    }

    public func subscribe(onNext: ((Element) -> Void)? = nil, onError: ((Error) -> Void)? = nil) -> Disposable {
        body({ onNext?($0) }, { onError?($0) })
    }
}
