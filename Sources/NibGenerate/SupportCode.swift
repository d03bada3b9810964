/// The small protocols and extensions the UIKit and AppKit flavors' code uses, so that an app
/// needs no other dependency: `ReusableView`, `NibLoadableView`, and typed registration and
/// dequeueing. NibKit has its own.
enum SupportCode {
    static func text(for flavor: CodeGenerator.Flavor, access a: String) -> String {
        let common = """
            /// A view registered and dequeued by its type: its reuse identifier.
            \(a)protocol ReusableView: AnyObject {
                static var defaultReuseIdentifier: String { get }
            }

            extension ReusableView {
                \(a)static var defaultReuseIdentifier: String { String(describing: self) }
            }

            /// A view loaded from a nib of its own.
            \(a)protocol NibLoadableView: AnyObject {
                static var nibName: String { get }
                static var nibBundle: Bundle? { get }
            }

            extension NibLoadableView {
                \(a)static var nibName: String { String(describing: self) }
                \(a)static var nibBundle: Bundle? { nil }
            }

            """
        switch flavor {
        case .nibkit:
            return ""
        case .uikit:
            return common + """

                extension NibLoadableView where Self: UIView {
                    /// The nib's first top-level object, as this type.
                    @MainActor \(a)static func loadFromNib(owner: Any? = nil) -> Self {
                        let objects = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: owner, options: nil)
                        guard let view = objects.first as? Self else {
                            preconditionFailure("\\(nibName).xib's first top-level object is not a \\(Self.self)")
                        }
                        return view
                    }
                }

                extension UITableView {
                    \(a)func register<T: UITableViewCell>(_: T.Type) where T: ReusableView {
                        register(T.self, forCellReuseIdentifier: T.defaultReuseIdentifier)
                    }

                    \(a)func register<T: UITableViewCell>(_: T.Type) where T: ReusableView & NibLoadableView {
                        register(UINib(nibName: T.nibName, bundle: T.nibBundle), forCellReuseIdentifier: T.defaultReuseIdentifier)
                    }

                    \(a)func registerHeaderFooterView<T: UITableViewHeaderFooterView>(_: T.Type) where T: ReusableView & NibLoadableView {
                        register(UINib(nibName: T.nibName, bundle: T.nibBundle), forHeaderFooterViewReuseIdentifier: T.defaultReuseIdentifier)
                    }

                    \(a)func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath) -> T where T: ReusableView {
                        guard let cell = dequeueReusableCell(withIdentifier: T.defaultReuseIdentifier, for: indexPath) as? T else {
                            preconditionFailure("the cell registered as '\\(T.defaultReuseIdentifier)' is not a \\(T.self)")
                        }
                        return cell
                    }

                    \(a)func dequeueReusableHeaderFooterView<T: UITableViewHeaderFooterView>() -> T where T: ReusableView {
                        guard let view = dequeueReusableHeaderFooterView(withIdentifier: T.defaultReuseIdentifier) as? T else {
                            preconditionFailure("no \\(T.self) is registered as '\\(T.defaultReuseIdentifier)'")
                        }
                        return view
                    }
                }

                extension UICollectionView {
                    \(a)func register<T: UICollectionViewCell>(_: T.Type) where T: ReusableView {
                        register(T.self, forCellWithReuseIdentifier: T.defaultReuseIdentifier)
                    }

                    \(a)func register<T: UICollectionViewCell>(_: T.Type) where T: ReusableView & NibLoadableView {
                        register(UINib(nibName: T.nibName, bundle: T.nibBundle), forCellWithReuseIdentifier: T.defaultReuseIdentifier)
                    }

                    \(a)func register<T: UICollectionReusableView>(_: T.Type, forSupplementaryViewOfKind kind: String) where T: ReusableView & NibLoadableView {
                        register(UINib(nibName: T.nibName, bundle: T.nibBundle), forSupplementaryViewOfKind: kind, withReuseIdentifier: T.defaultReuseIdentifier)
                    }

                    \(a)func dequeueReusableCell<T: UICollectionViewCell>(for indexPath: IndexPath) -> T where T: ReusableView {
                        guard let cell = dequeueReusableCell(withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath) as? T else {
                            preconditionFailure("the cell registered as '\\(T.defaultReuseIdentifier)' is not a \\(T.self)")
                        }
                        return cell
                    }

                    \(a)func dequeueReusableSupplementaryView<T: UICollectionReusableView>(ofKind kind: String, for indexPath: IndexPath) -> T where T: ReusableView {
                        guard let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath) as? T else {
                            preconditionFailure("the view registered as '\\(T.defaultReuseIdentifier)' is not a \\(T.self)")
                        }
                        return view
                    }
                }

                """
        case .appkit:
            return common + """

                extension NibLoadableView where Self: NSView {
                    /// The nib's top-level object of this type.
                    @MainActor \(a)static func loadFromNib(owner: Any? = nil) -> Self {
                        var objects: NSArray?
                        guard let nib = NSNib(nibNamed: nibName, bundle: nibBundle), nib.instantiate(withOwner: owner, topLevelObjects: &objects),
                              let view = objects?.compactMap({ $0 as? Self }).first else {
                            preconditionFailure("\\(nibName).xib has no top-level \\(Self.self)")
                        }
                        return view
                    }
                }

                extension NSTableView {
                    \(a)func register<T: NSView>(_: T.Type) where T: ReusableView & NibLoadableView {
                        register(NSNib(nibNamed: T.nibName, bundle: T.nibBundle), forIdentifier: NSUserInterfaceItemIdentifier(T.defaultReuseIdentifier))
                    }

                    \(a)func makeView<T: NSView>(owner: Any?) -> T where T: ReusableView {
                        guard let view = makeView(withIdentifier: NSUserInterfaceItemIdentifier(T.defaultReuseIdentifier), owner: owner) as? T else {
                            preconditionFailure("no \\(T.self) is registered as '\\(T.defaultReuseIdentifier)'")
                        }
                        return view
                    }
                }

                """
        }
    }
}
