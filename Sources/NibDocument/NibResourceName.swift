/// The name UIKit looks a compiled nib or storyboard up by (`UINib(nibName:)`,
/// `UIStoryboard(name:)`, a view controller's `nibName`): the file's name without folders or
/// extension, and without a device modifier. Only `~iphone` and `~ipad` are device modifiers: the
/// bundle picks `Book~ipad.nib` for the name `Book` on an iPad, while `Book~.xib` or
/// `Book~tvOS.xib` is a nib of that whole name, which a load of `Book` never finds.
public enum NibResourceName {
    static let deviceModifiers = ["~iphone", "~ipad"]

    /// `Book` for `Book`, `Book.xib`, `Book.nib`, `Book.storyboard` and `Book~ipad.xib`, and for
    /// a name through a folder of the bundle (`Kit.bundle/Book`, which the bundle looks up as a
    /// path among its resources: jmessage's `JMUIChattingKitResource.bundle/JMUIInputToolbar`).
    public static func of(_ name: String) -> String {
        var base = name.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(name)
        for suffix in [".xib", ".nib", ".storyboard", ".storyboardc"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        for modifier in deviceModifiers where base.hasSuffix(modifier) {
            base = base.dropLast(modifier.count)
            break
        }
        return String(base)
    }

    /// The name of the nib at `path` (`BookCell` for `Cells/BookCell~ipad.xib`).
    public static func of(file path: String) -> String {
        of(path.split(separator: "/").last.map(String.init) ?? path)
    }
}
