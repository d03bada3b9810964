import Foundation

extension View {
    /// Sets the view property a nib's runtime attribute names, when the view has it and `value`
    /// is of its type (see `setValue(_:forKeyPath:)`); false otherwise.
    @discardableResult
    func applyViewAttribute(_ value: NibValue, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("layer.cornerRadius", .number(let number)): layer.cornerRadius = CGFloat(number)
        case ("layer.borderWidth", .number(let number)): layer.borderWidth = CGFloat(number)
        case ("layer.borderColor", .color(let color)): layer.borderColor = color
        case ("layer.masksToBounds", .bool(let flag)): layer.masksToBounds = flag
        case ("layer.shadowOpacity", .number(let number)): layer.shadowOpacity = Float(number)
        case ("layer.shadowRadius", .number(let number)): layer.shadowRadius = CGFloat(number)
        case ("layer.shadowOffset", .size(let size)): layer.shadowOffset = size
        case ("layer.shadowColor", .color(let color)): layer.shadowColor = color
        case ("tag", .number(let number)) where number.rounded() == number && abs(number) < 1e15: tag = Int(number)
        case ("alpha", .number(let number)): alpha = CGFloat(number)
        case ("hidden", .bool(let flag)), ("isHidden", .bool(let flag)): isHidden = flag
        case ("backgroundColor", .color(let color)): backgroundColor = color
        case ("tintColor", .color(let color)): tintColor = color
        case ("clipsToBounds", .bool(let flag)): clipsToBounds = flag
        case ("userInteractionEnabled", .bool(let flag)), ("isUserInteractionEnabled", .bool(let flag)): isUserInteractionEnabled = flag
        case ("accessibilityIdentifier", .string(let text)): accessibilityIdentifier = text
        case ("accessibilityLabel", .string(let text)): accessibilityLabel = text
        default: return false
        }
        return true
    }
}
