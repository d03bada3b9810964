/// How the facts name a module: the target's module name, followed by its Xcode project where
/// targets of two projects build modules of that name ("Segues (Lecture 14/Segues
/// Starter/Segues.xcodeproj)"), two apps whose classes are not each other's. A module name itself
/// is an identifier, so the space and parenthesis cannot be part of it.
public enum ModuleName {
    /// `name` as the module of a target of `project` (its path as findings show it).
    public static func qualified(_ name: String, project: String) -> String {
        "\(name) (\(project))"
    }

    /// The module's own name, without the project the facts may add to it.
    public static func base(_ module: String) -> Substring {
        module.firstRange(of: " (").map { module[..<$0.lowerBound] } ?? module[...]
    }

    /// `first` and `second` are modules of one name that targets of two projects build.
    public static func areTwoApps(_ first: String?, _ second: String?) -> Bool {
        guard let first, let second, first != second, first.contains(" ("), second.contains(" (") else { return false }
        return base(first) == base(second)
    }
}
