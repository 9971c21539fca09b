import SwiftSyntax

/// A request whose code is about a notification: it registers an observer first (`addObserver(forName:…)`), or
/// does nothing but post (`post(name:…)`). Named for the notification (`observeCartDidChange()`), as the code
/// names it, rather than `obtainData()`.
struct NotificationRequest {
    let use: NotificationUse
    let noun: String

    init?(_ body: [CodeBlockItemSyntax]) {
        // `let center = NotificationCenter.default` first names the center the calls use.
        let calls = body.filter { SingletonAliases.declaredName($0) == nil }.map { statement in
            statement.item.as(FunctionCallExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
        }
        func named(_ call: FunctionCallExprSyntax?, _ method: String, label: String) -> ExprSyntax? {
            guard let call, call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == method,
                let first = call.arguments.first, first.label?.text == label
            else { return nil }
            return first.expression
        }
        if let name = named(calls.first ?? nil, "addObserver", label: "forName"), let noun = Self.noun(of: name) {
            (use, self.noun) = (.observe, noun)
        } else if !calls.isEmpty, calls.allSatisfy({ named($0, "post", label: "name") != nil }),
            let name = named(calls[0], "post", label: "name"), let noun = Self.noun(of: name)
        {
            (use, self.noun) = (.post, noun)
        } else {
            return nil
        }
    }

    /// `.cartDidChange` → `CartDidChange`; `UIApplication.didBecomeActiveNotification` → `ApplicationDidBecomeActive`;
    /// `Notification.Name("themeChanged")` → `ThemeChanged`.
    static func noun(of name: ExprSyntax) -> String? {
        if let access = name.as(MemberAccessExprSyntax.self) {
            var member = access.declName.baseName.text
            if member.hasSuffix("Notification"), member.count > "Notification".count { member.removeLast("Notification".count) }
            let owner =
                access.base.map { base -> String in
                    let text = base.trimmedText
                    guard !["Notification.Name", "NSNotification.Name"].contains(text), Naming.isIdentifier(text) else { return "" }
                    return NavigationMatcher.screenNoun(ofType: text)
                } ?? ""
            let noun = owner + Naming.upperFirst(member)
            return Naming.isIdentifier(noun) ? noun : nil
        }
        if let call = name.as(FunctionCallExprSyntax.self), let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            let noun = Naming.upperFirst(literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
            return Naming.isIdentifier(noun) ? noun : nil
        }
        return nil
    }
}
