import NibDocument
import NibSupport

/// What the sources beside the nibs declare, as the source rules need it: classes with their
/// outlets and actions, the string literals code passes to nib, storyboard and reuse APIs, the
/// asset names, and which module each file belongs to. Plain values: NibSources reads them from
/// Swift (through SourceKit), Objective-C, Xcode projects and asset catalogs; tests can write
/// them by hand.
public struct SourceFacts: Sendable, Codable, Hashable {
    /// The classes, extensions, categories and implementations read from every file.
    public var types: [TypeDeclaration] = []
    /// The string literals passed to nib, storyboard, reuse and segue APIs in every file.
    public var literals: [LiteralUse] = []
    /// String constants the code defines (`NSString *const BookCellID = @"BookCell";`), by name;
    /// a name defined twice with different values is left out (which one a use means is unknown).
    public var stringConstants: [String: String] = [:]
    /// Names defined with different values in different files.
    var ambiguousConstants: Set<String> = []
    /// Modules the sources cover (targets whose files were read).
    public var modules: Set<String> = []
    /// The module each nib belongs to, by path as given to the linter, where the layout says it.
    public var nibModules: [String: String] = [:]
    /// Base names of the `.xib` and `.storyboard` files found under the searched paths (`BookCell`
    /// for `BookCell~ipad.xib`), read or not, and of those a checked-in `Pods` folder copies into
    /// the app: what a nib name in code can name, even when only one file is linted.
    public var interfaceFileNames: Set<String> = []
    /// The Storyboard IDs of the storyboards a checked-in `Pods` folder copies into the app.
    public var podStoryboardIdentifiers: Set<String> = []
    /// The nib each of R.swift's generated names stands for (`bookCell` → `Book Cell`, see
    /// `GeneratedNibName`): what `R.nib.bookCell` loads. A name two nibs share stands for neither.
    public var generatedNibNames: [String: String] = [:]
    /// The storyboard or nib each folded name stands for (`loginflow` → `log-in flow`, see
    /// `GeneratedNibName.folded`): what `R.storyboard.logInFlow` and `StoryboardScene.LogInFlow`
    /// load. A folded name two files share stands for neither.
    public var foldedInterfaceFileNames: [String: String] = [:]

    /// Nibs, by path as given to the linter, that lie in an Xcode project's folder but that no
    /// target of it builds, with the project's name: dead files, whose source findings would
    /// accuse code that never loads them.
    public var nibsBuiltByNoTarget: [String: String] = [:]
    /// Swift files, by path, that lie in an Xcode project's folder but that no target of it
    /// compiles, with the project's name: the classes they declare are in no app.
    public var sourcesBuiltByNoTarget: [String: String] = [:]
    /// False when there were Swift files but no SourceKit to read them, or a source file whose
    /// bytes could not be had at all: class-based rules stand down.
    public var swiftRead = true
    /// Type names that a source file which could not be read may declare or extend: the class
    /// rules stand down for these alone, and every other finding stays.
    public var unreadNames: Set<String> = []
    /// Type names that a source file a target compiles, but which is not there, may declare or
    /// extend, by its file name (a git submodule not checked out; a gitignored `Keys.swift`).
    /// The class rules stand down for these as for `unreadNames`; unlike those, the rest of
    /// the code still counts as read in full: such a file is a library's or a configuration's,
    /// not where the app loads its nibs.
    public var namesOfMissingSources: Set<String> = []
    /// The headers each Objective-C file imports in quotes that are nowhere in the project (a
    /// pod not checked in, a gitignored header), by the file's path: a category of a framework
    /// class declared there may add methods to every class that inherits it
    /// (`UIViewController+RESideMenu.h`, which `RESideMenu.h` imports).
    public var missingHeadersByFile: [String: Set<String>] = [:]

    /// Storyboards and XIBs a target builds that are not here (never committed) or lie outside
    /// the project, by path: what they define is unknown, so the nibs read are not all the
    /// apps' that build them.
    public var builtNibsUnseen: [String: UnseenNib] = [:]

    /// Source files (absolute paths) that no Xcode project or package claims, with no nib
    /// anywhere under the folder above theirs: an app whose project and nibs were never committed.
    /// What their code asks of nibs cannot be checked.
    public var sourcesWithoutNibs: Set<String> = []

    /// `file` (as the reader named it) is one of `sourcesWithoutNibs`.
    public func isWithoutNibs(_ file: String) -> Bool {
        !sourcesWithoutNibs.isEmpty && sourcesWithoutNibs.contains(FileSystem.absolute(file))
    }

    /// A file nibcheck could not read, or one that is not there, may declare or extend `name`.
    public func mayDeclareUnseen(_ name: String) -> Bool {
        unreadNames.contains(name) || namesOfMissingSources.contains(name)
    }
    /// The names the files read use besides declaring them (see `FileDeclarations.referencedNames`).
    public var referencedNames: Set<String> = []
    /// The classes each Objective-C file declares forward, by file (see
    /// `FileDeclarations.forwardDeclaredClasses`).
    public var forwardDeclaredClassesByFile: [String: Set<String>] = [:]
    /// Capitalized names the files read use as a value (see `FileDeclarations.valueNames`).
    public var valueNames: Set<String> = []
    /// Of `valueNames`, those some file uses otherwise than in a construction that names the
    /// view controller's nib (see `FileDeclarations.valueNamesMadeOnlyWithANib`): a view
    /// controller some code may make without a nib name, which then looks up its default nib.
    public var valueNamesMadeWithoutANib: Set<String> = []
    /// Classes the code gives existing objects at run time (see
    /// `FileDeclarations.swappedInClassNames`).
    public var swappedInClassNames: Set<String> = []
    /// The files that write each identifier-like string literal (see
    /// `FileDeclarations.identifierStrings`).
    public var identifierStringFiles: [String: Set<String>] = [:]
    /// The files that write each string as the value of a storyboard key or label (see
    /// `FileDeclarations.storyboardKeyedStrings`).
    public var storyboardKeyedStringFiles: [String: Set<String>] = [:]
    /// The raw values of every `String` enum's cases (see `FileDeclarations.stringRawValues`).
    public var stringRawValues: Set<String> = []
    /// How many files declare a `String` enum case of each raw value, until
    /// `forgetStringsOfUnreadConstants()`.
    var stringRawValueFileCounts: [String: Int] = [:]
    /// Strings files write only as static constants' values, by file (see
    /// `FileDeclarations.constantOnlyStrings`), until `forgetStringsOfUnreadConstants()`.
    var constantOnlyStringsByFile: [String: [String: Set<String>]] = [:]
    /// The static members every file may read (see `FileDeclarations.typeMemberReferences`).
    var typeMemberReferences: Set<String> = []
    /// The members types declare as their own name (see `FileDeclarations.classNameMembers`).
    var classNameMembers: Set<String> = []
    /// The enum cases calls pass beside each class (see `FileDeclarations.classEnumCases`).
    public var classEnumCases: [String: Set<String>] = [:]
    /// The functions the files call (see `FileDeclarations.callLabels`).
    public var callLabels: [String: Set<String>] = [:]
    /// The same names by the file that uses them: a use in a class's own files is that class's,
    /// where a use elsewhere may be another class's property of the same name.
    public var referencedNamesByFile: [String: Set<String>] = [:]
    /// The referenced names some file uses without treating them as possibly nil (see
    /// `FileDeclarations.nilSafeNames`): an implicitly unwrapped outlet whose name is not among
    /// them is never unwrapped unguarded.
    public var unwrappedNames: Set<String> = []
    /// Nib names an Info.plist loads (`NSMainNibFile`, and `UILaunchStoryboardName`, which may
    /// name a xib), with their device-specific variants (`NSMainNibFile~ipad`).
    public var infoPlistNibNames: Set<String> = []
    /// Storyboard names an Info.plist or a generated one loads with no code
    /// (`UIMainStoryboardFile`, a scene configuration's `UISceneStoryboardFile`, an extension's
    /// `NSExtensionMainStoryboard`, macOS's `NSMainStoryboardFile`; `INFOPLIST_KEY_…` build settings).
    public var infoPlistStoryboardNames: Set<String> = []
    /// Every application and app extension of the projects read says where its Info.plist comes
    /// from, and each one was read (its file, and the storyboard keys a generated one takes from
    /// build settings): `infoPlistStoryboardNames` are then all the storyboards they start
    /// with, and an app whose Info.plists name none (MEDICO's scene manifest with no storyboard)
    /// starts with none. False when no project was read.
    public var startingStoryboardsKnown = false
    /// The storyboards app extensions load whose initial view the system sizes (a Today widget,
    /// a custom keyboard, a notification's content, an iMessage app), not the screen.
    public var systemSizedExtensionStoryboards: Set<ExtensionStoryboard> = []
    /// True when any Swift or Objective-C file was found: without code, there is nothing to
    /// check the nibs' classes and outlets against.
    public var codeFound = false
    /// Image, color and symbol set names from asset catalogs, and loose image files' names.
    public var images: Set<String> = []
    /// Color set names from asset catalogs.
    public var colors: Set<String> = []
    /// The value of each color set that is the same in every appearance the app shows and on
    /// every device, by name; a name with another value anywhere (a dark variant in an app that
    /// shows dark mode, another catalog's set) is left out. What lets a rule tell that a color
    /// the nib cannot find would look no different.
    public var uniformColors: [String: AssetCatalogColor.Uniform] = [:]
    /// An Info.plist, or a build setting that generates one, keeps the app in the light
    /// appearance (`UIUserInterfaceStyle` `Light`): dark variants are never shown.
    public var keepsLightAppearance = false
    /// The project is written in Swift 2, whose compiler leaves a method's first argument label
    /// out of its Objective-C selector (`tapped(sender:)` is `tapped:`, where Swift 3 and later
    /// make it `tappedWithSender:`).
    public var namesSelectorsAsSwift2 = false
    /// Every application target (and project) that says which devices it is built for says
    /// iPhone only (`TARGETED_DEVICE_FAMILY = 1`): on an iPad the app runs with the phone's idiom.
    public var builtForIPhoneOnly = false
    /// Where each image name was found (asset catalogs and loose image files), with the targets
    /// that copy each place.
    public var imagePlaces: [String: [AssetPlace]] = [:]
    /// Where each color set name was found.
    public var colorPlaces: [String: [AssetPlace]] = [:]
    /// The modules of every target that builds each nib, by path as given to the linter, where
    /// the project says.
    public var nibTargets: [String: Set<String>] = [:]
    /// The modules of the targets that build an application. On macOS a nib's image that its own
    /// bundle lacks is looked up by name in the running application's main bundle too, as
    /// `NSImage(named:)` does: a framework's or plug-in's nib shows the app's images.
    public var applicationModules: Set<String> = []
    /// The module of each source file that declares a class or uses a literal, by path, where
    /// the project says: its code runs in that target's bundle.
    public var sourceModules: [String: String] = [:]
    /// Every module that compiles each source file several targets compile, by path (a shared
    /// folder every app of a project builds, as voximplant's demos build `Shared/UI`).
    public var sharedSourceModules: [String: Set<String>] = [:]
    /// True when at least one asset catalog or loose image was found: asset rules run only then.
    public var assetsFound = false
    /// The project pulls in code nibcheck cannot see (CocoaPods, Carthage, package dependencies,
    /// a framework it links that the checkout lacks): a class name found nowhere may come from
    /// there, so unknown-custom-class stands down for classes without a module.
    public var hasExternalDependencies = false
    /// The names of those dependencies where they are known: the pods Podfiles name
    /// (`PSStackedView` for `pod 'PSStackedView/Core'`) and the frameworks linked from outside
    /// the checkout (`FacebookSDK`). An uncompiled file in a folder named after one may be an old
    /// copy of it.
    public var dependencyNames: Set<String> = []

    /// Empty facts: nothing read, with `swiftRead` true and every "found" flag false.
    public init() {}

    /// Records a color set named `name` found in a catalog, with its value where one holds in
    /// every appearance: a second set of the same name with another value (or none) leaves the
    /// name without one.
    public mutating func addColor(_ name: String, uniformValue value: AssetCatalogColor.Uniform?) {
        let known = colors.contains(name)
        colors.insert(name)
        if !known, let value {
            uniformColors[name] = value
        } else if let earlier = uniformColors[name], value?.space != earlier.space || value.map({ !$0.components.isClose(to: earlier.components) }) ?? true {
            uniformColors[name] = nil
        }
    }

    /// Records a file that could not be read: the names it may declare, or nil when it may
    /// declare anything.
    public mutating func markUnread(_ names: Set<String>?) {
        if let names { unreadNames.formUnion(names) } else { swiftRead = false }
    }

    /// Whether some file calls the function `name` as SourceKit names a declaration
    /// (`viewController(viewControllerClass:)`): a call of its base name whose labels all appear,
    /// in order, among its parameters' (arguments with defaults may be left out; an unlabelled
    /// argument, a trailing closure among them, may be any). An initializer, which calls name by
    /// its type, and a name with no parameter list are taken as called.
    public func isCalled(_ name: String) -> Bool {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return true }
        let base = String(name[..<open])
        guard base != "init", base != "subscript", base.first.map({ $0.isLetter || $0 == "_" }) == true else { return true }
        let declared = name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(String.init)
        for written in callLabels[base] ?? [] {
            var remaining = declared[...]
            var matches = true
            for label in written.split(separator: ":").map(String.init) {
                guard let found = remaining.firstIndex(where: { label == "_" || $0 == label }) else {
                    matches = false
                    break
                }
                remaining = remaining[(found + 1)...]
            }
            if matches { return true }
        }
        return false
    }

    /// Adds one file's types and literals.
    public mutating func merge(_ other: FileDeclarations) {
        types += other.types
        literals += other.literals
        referencedNames.formUnion(other.referencedNames)
        unwrappedNames.formUnion(other.referencedNames.subtracting(other.nilSafeNames))
        valueNames.formUnion(other.valueNames)
        valueNamesMadeWithoutANib.formUnion(other.valueNames.subtracting(other.valueNamesMadeOnlyWithANib))
        swappedInClassNames.formUnion(other.swappedInClassNames)
        for string in other.identifierStrings { identifierStringFiles[string, default: []].insert(other.file ?? "") }
        for string in other.storyboardKeyedStrings { storyboardKeyedStringFiles[string, default: []].insert(other.file ?? "") }
        stringRawValues.formUnion(other.stringRawValues)
        for value in other.stringRawValues { stringRawValueFileCounts[value, default: 0] += 1 }
        if let file = other.file, !other.constantOnlyStrings.isEmpty { constantOnlyStringsByFile[file] = other.constantOnlyStrings }
        typeMemberReferences.formUnion(other.typeMemberReferences)
        classNameMembers.formUnion(other.classNameMembers)
        for (name, cases) in other.classEnumCases { classEnumCases[name, default: []].formUnion(cases) }
        for (name, labels) in other.callLabels { callLabels[name, default: []].formUnion(labels) }
        if let file = other.file, !other.referencedNames.isEmpty { referencedNamesByFile[file, default: []].formUnion(other.referencedNames) }
        if let file = other.file, !other.forwardDeclaredClasses.isEmpty {
            forwardDeclaredClassesByFile[file, default: []].formUnion(other.forwardDeclaredClasses)
        }
        for (name, value) in other.stringConstants where !ambiguousConstants.contains(name) {
            if let known = stringConstants[name], known != value {
                stringConstants[name] = nil
                ambiguousConstants.insert(name)
            } else {
                stringConstants[name] = value
            }
        }
    }

    /// Once every file is merged: a file that writes a string only as the value of static
    /// constants no file reads (no `Type.name`, `.name` or `Self.name` of them anywhere) no
    /// longer counts as writing it. A string a name is computed from must be one the code can
    /// hand on.
    public mutating func forgetStringsOfUnreadConstants() {
        // Files in which each raw value is written only as enum cases nothing reads.
        var unreadCaseFiles: [String: Int] = [:]
        for (file, strings) in constantOnlyStringsByFile {
            for (string, constants) in strings {
                let read = constants.contains { constant in
                    // An enum case (`Storyboard.previewLocation.rawValue`) is read by its case, or by
                    // anything that may give any case: a raw value made into one, or `allCases`.
                    if constant.hasSuffix(".rawValue") {
                        let caseName = constant.dropLast(".rawValue".count)
                        guard let dot = caseName.firstIndex(of: ".") else { return true }
                        let type = caseName[..<dot]
                        return typeMemberReferences.contains(String(caseName)) || typeMemberReferences.contains(String(caseName[dot...]))
                            || typeMemberReferences.contains(type + ".init") || typeMemberReferences.contains(type + ".allCases")
                            || typeMemberReferences.contains(".allCases")
                    }
                    return typeMemberReferences.contains(constant)
                        || constant.firstIndex(of: ".").map { typeMemberReferences.contains(String(constant[$0...])) } ?? true
                }
                guard !read else { continue }
                if constants.allSatisfy({ $0.hasSuffix(".rawValue") }) { unreadCaseFiles[string, default: 0] += 1 }
                guard var files = identifierStringFiles[string] else { continue }
                files.remove(file)
                identifierStringFiles[string] = files.isEmpty ? nil : files
            }
        }
        // A raw value is one code may pass (`storyboard.rawValue`) while some file's case of it
        // may be read: not when every file declaring a case of it has only unread ones
        // (KommunicateChatUI's `case previewLocation = "PreviewLocation"`).
        for (value, files) in unreadCaseFiles where stringRawValueFileCounts[value] == files {
            stringRawValues.remove(value)
        }
        constantOnlyStringsByFile = [:]
        stringRawValueFileCounts = [:]
    }

    /// Once every file is merged: a Storyboard ID read from a member that a type declares as
    /// its own name is a class's name (the "AppStoryboard" helper many apps copy, whose
    /// `instantiate(fromAppStoryboard:)` asks for the scene named after the class it is sent to).
    /// Read on a class the project declares and nothing subclasses, written by its name
    /// (`InformationTextViewController.name`), it is that class's name and no other's: a
    /// Happiggy settings row asks for its own scene, not the old list scene whose Storyboard ID
    /// is its class's name too.
    public mutating func resolveClassNameMembers() {
        guard !classNameMembers.isEmpty else { return }
        // The classes the project declares that no class of it inherits.
        var unsubclassed: Set<String>?
        for index in literals.indices where literals[index].kind == .storyboardIdentifier && !literals[index].identifierIsClassName {
            guard let member = literals[index].memberName, classNameMembers.contains(member) else { continue }
            if literals[index].askedThroughCallsOf == nil, let constant = literals[index].constant, constant.hasSuffix("." + member) {
                let base = String(constant.dropLast(member.count + 1))
                // Only a class nothing subclasses: `Self.name` is read as its enclosing class's,
                // and in a class with subclasses it may be any of theirs.
                if unsubclassed == nil {
                    let classes = types.filter { $0.kind == .classDeclaration }
                    let inherited = Set(classes.compactMap(\.inheritedTypes.first))
                    unsubclassed = Set(classes.map(\.name)).subtracting(inherited)
                }
                if !base.contains("."), unsubclassed?.contains(base) == true {
                    literals[index].constantValue = base
                    continue
                }
            }
            literals[index].identifierIsClassName = true
        }
    }

    /// Some file a target compiles writes `string` as a literal: what a name the code computes
    /// from its own literals may be.
    public func isWrittenByABuiltFile(_ string: String) -> Bool {
        (identifierStringFiles[string] ?? []).contains { sourcesBuiltByNoTarget[$0] == nil }
    }

    /// A use's string: its literal, or the value of the constant it names, or for R.swift's
    /// `R.nib.bookCell` the nib whose generated name that is.
    public func value(of use: LiteralUse) -> String? {
        if let value = use.value ?? use.constantValue { return value }
        guard let constant = use.constant else { return nil }
        if constant.hasPrefix(LiteralUse.generatedNibPrefix) {
            return generatedNibNames[String(constant.dropFirst(LiteralUse.generatedNibPrefix.count))]
        }
        if use.kind == .storyboardName, let reference = use.generatedStoryboardReference {
            return foldedInterfaceFileNames[GeneratedNibName.folded(reference.storyboard)]
        }
        return stringConstants[constant]
    }
}

/// What one source file declares: the unit that is read and cached.
public struct FileDeclarations: Sendable, Codable, Hashable {
    /// The classes and additions the file declares.
    public var types: [TypeDeclaration] = []
    /// The string literals the file passes to nib, storyboard, reuse and segue APIs.
    public var literals: [LiteralUse] = []
    /// The string constants the file defines, by name.
    public var stringConstants: [String: String] = [:]
    /// The names the file uses besides declaring them (written twice, or after a `.`): an
    /// outlet no file uses is harmless when no nib connects it.
    public var referencedNames: Set<String> = []
    /// Of `referencedNames`, those a Swift file treats as possibly nil: it only reads them
    /// through optional chaining (`label?.text = …`), which never unwraps an implicitly
    /// unwrapped outlet, or it uses them only on lines that compare them with nil
    /// (`if label != nil { label.text = … }`).
    public var nilSafeNames: Set<String> = []
    /// Capitalized names the file uses as a value, as class names are where code makes the
    /// class: `BookViewController()`, `BookViewController.self`, `[BookViewController alloc]`, a
    /// class message that may make one (`[BookViewController storyboardVC]`);
    /// and a class whose own class or static member makes one (`[[self alloc] init]` in
    /// ServusMD's `+[CallManager instance]`, `Self()`, `self.init()`). A
    /// view controller no file uses so is never made by code, so it never loads its default nib.
    public var valueNames: Set<String> = []
    /// Of `valueNames`, those the file uses only in constructions that name the view
    /// controller's nib: `Shelf(nibName: "Books", bundle: nil)`, R.swift's `Shelf(nib:
    /// R.nib.books)`, `[[Shelf alloc] initWithNibName:@"Books" bundle:nil]`. UIKit looks a view
    /// controller's default nib up only when it is given none.
    public var valueNamesMadeOnlyWithANib: Set<String> = []
    /// Classes the file gives an existing object at run time (`object_setClass(vc, Show.self)`):
    /// an object a nib made as a superclass may end up one of these.
    public var swappedInClassNames: Set<String> = []
    /// The raw values of the file's `String` enums' cases: all that `x.rawValue` can be when `x`
    /// is one of them.
    public var stringRawValues: Set<String> = []
    /// Of `identifierStrings`, those the file writes only as the values of static constants it
    /// never reads itself, each with those constants as `Type.name`: written there, the string
    /// names nothing unless some file reads a constant (see `typeMemberReferences`).
    public var constantOnlyStrings: [String: Set<String>] = [:]
    /// The static members the file may read, as `Type.name`, and `.name` for an implicit member.
    public var typeMemberReferences: Set<String> = []
    /// The static and class properties the file declares as their own type's name (`class var
    /// storyboardID: String { return "\(self)" }`, `static var storyboardIdentifier: String {
    /// String(describing: self) }`): a Storyboard ID read from one (`LiteralUse.memberName`) is a
    /// class's name.
    public var classNameMembers: Set<String> = []
    /// The enum cases calls pass beside a class, by the class's name: `HomeVC.instantiate(fromAppStoryboard:
    /// .Home)` and `AppStoryboard.Home.viewController(viewControllerClass: HomeVC.self)` give
    /// `HomeVC` → `Home`, the storyboards the AppStoryboard helper is asked for the class's scene
    /// (`LiteralUse.storyboardIsEnumCase`). `*` where the class goes to such a call through a
    /// value (`board.viewController(viewControllerClass: HomeVC.self)`): any storyboard.
    public var classEnumCases: [String: Set<String>] = [:]
    /// The functions the file calls, by base name, each with the argument labels of its calls
    /// (`"viewControllerClass:"`, `""`, `"_:animated:"`): whether a helper is called anywhere
    /// (`LiteralUse.askedThroughCallsOf`).
    public var callLabels: [String: Set<String>] = [:]
    /// The string literals the file writes that could be an identifier (letters, digits, `_`,
    /// `.` and `-`, at most 100 characters), and the class names it turns into strings
    /// (`String(describing: BookCell.self)`): what a helper of the app's own may pass on to
    /// `instantiateViewController(withIdentifier:)`.
    public var identifierStrings: Set<String> = []
    /// Of `identifierStrings`, those the file writes as the value of a storyboard key or label
    /// (`"storyboardName": "Buttons"`, `@"storyboardName" : @"Buttons"`, `storyboard: "Buttons"`):
    /// what a loader the file hands them to, perhaps a dependency's, names a storyboard by
    /// (`IdentifierBytes.storyboardKeyedStrings(in:)`).
    public var storyboardKeyedStrings: Set<String> = []
    /// The file names of the headers an Objective-C file imports in quotes (`#import
    /// "PDSeparatorView.h"` gives `PDSeparatorView.h`): one the project lacks may declare the
    /// classes its name gives.
    public var quotedImports: Set<String> = []
    /// The classes an Objective-C file declares forward (`@class FBLoginView;`).
    public var forwardDeclaredClasses: Set<String> = []
    /// The file's path, as the reader was given it; not cached (the cache is by content), so
    /// each reader sets it.
    public var file: String?
    /// The declarations of one file.
    public init(types: [TypeDeclaration] = [], literals: [LiteralUse] = [], stringConstants: [String: String] = [:]) {
        self.types = types
        self.literals = literals
        self.stringConstants = stringConstants
    }
}

/// The location type the project facts used before there was one for everything.
@available(*, deprecated, renamed: "SourceLocation")
public typealias CodeLocation = SourceLocation

/// A class, or something that adds to one: a Swift class or extension, an Objective-C
/// `@interface` (class, category or class extension) or `@implementation`.
public struct TypeDeclaration: Sendable, Codable, Hashable {
    /// Whether the declaration declares the class or adds to one.
    public enum Kind: String, Sendable, Codable, Hashable {
        /// Declares the class: a Swift `class`, an Objective-C `@interface Name : Super`.
        case classDeclaration
        /// Adds members: a Swift extension, an Objective-C category, class extension or `@implementation`.
        case addition
    }
    /// The language the declaration is written in.
    public enum Language: String, Sendable, Codable, Hashable {
        case swift, objectiveC
    }

    /// Whether this declares the class or adds members to it.
    public var kind: Kind
    /// Swift or Objective-C.
    public var language: Language
    /// The class's name as written in the source (for Swift, not the `@objc` name).
    public var name: String
    /// Swift: the inherited types as written (the superclass, if any, comes first). Objective-C:
    /// the superclass alone.
    public var inheritedTypes: [String] = []
    /// Swift `@objc(Name)`: the class's Objective-C runtime name.
    public var objcName: String?
    /// Set from the project layout after reading; nil when unknown.
    public var module: String?
    /// Where the declaration starts.
    public var location: SourceLocation
    /// The properties and instance variables the declaration adds.
    public var properties: [Property] = []
    /// The methods the declaration adds, by selector.
    public var methods: [Method] = []
    /// The names the declaration's body assigns to (Swift's `self.footer = …`, `footer = …`;
    /// in Objective-C only members, `self.icon.image = …` as `icon.image`): an
    /// outlet the code sets is not left nil for want of a nib. Erring towards more names only
    /// makes the rules that read it stand down.
    public var assignedNames: Set<String> = []
    /// The methods the body calls on a name (`saveButton.setStyle(` → `saveButton.setStyle`,
    /// `self.icon?.apply(` → `icon.apply`; Objective-C's `[self.icon setImage:…]` → `icon.setImage`):
    /// what the code does to an outlet beyond assigning.
    public var calledMembers: Set<String> = []
    /// The names whose view the body may hide: `badge.isHidden = !isNew` or `= true`, Objective-C's
    /// `self.badge.hidden = YES` (→ `badge`), but not `= false` or `= NO`, which only shows it.
    public var hiddenMembers: Set<String> = []
    /// The names whose view the body may show: `badge.isHidden = false` or `= !isNew`,
    /// Objective-C's `self.badge.hidden = NO` (→ `badge`), but not `= true` or `= YES`, which only
    /// hides it.
    public var shownMembers: Set<String> = []
    /// The names whose view the body turns user interaction off on: `label.isUserInteractionEnabled
    /// = false`, Objective-C's `self.label.userInteractionEnabled = NO` (→ `label`), the class's
    /// own (a chain that starts with the name or `self.`).
    public var interactionDisabledMembers: Set<String> = []
    /// The names whose view the body may turn user interaction on on: the same set to anything but
    /// `false` or `NO`, from anywhere.
    public var interactionEnabledMembers: Set<String> = []
    /// The names whose constraint the body collapses: `iconWidth.constant = 0` or
    /// `iconWidth.isActive = false` (Objective-C's `self.iconWidth.active = NO`). Code that hides a
    /// view and zeroes its size constraint so leaves the stack view nothing to fight.
    public var collapsedConstraints: Set<String> = []
    /// Swift: the names of the static and class properties the declaration adds
    /// (`defaultReuseIdentifier`, `nibName`): what overrides a protocol's default.
    public var staticPropertyNames: Set<String> = []
    /// Swift: the file imports NibKit, whose classes are UIKit's without the prefix
    /// (`TableViewCell`, `ViewController`, `Label`). A superclass of that spelling that the
    /// sources do not declare is NibKit's, and stands for UIKit's.
    public var writtenForNibKit = false
    /// The declaration's own `loadView` makes the view without calling super's or loading a nib
    /// itself (`view = WKWebView()`, `self.view = self.webView;`): UIKit's `loadView` is what
    /// loads a view controller's nib, so the class never loads one, whatever `nibName` it is given.
    public var loadsViewWithoutNib = false
    /// NibKit: the outlet keys the class lists in `outlets` (`Outlet("titleLabel",
    /// \BookCell.titleLabel)`). NibKit's loader sets these and no other property.
    public var listedOutlets: Set<String> = []
    /// NibKit: the selectors the class lists in `actions` (`ActionMethod("favoriteTapped:",
    /// BookCell.favoriteTapped)`). NibKit sends these and no other.
    public var listedActions: Set<String> = []
    /// Swift: how the body uses the property names that two or more classes of its file declare
    /// (a controller and the cell class written below it, each with a `titleLabel`): `name` where
    /// it uses one bare or through `self` (its own), `.name` where through another value
    /// (`cell.titleLabel`). Which class a use in such a file is of is told by these.
    public var sharedNameUses: Set<String> = []

    /// A declaration with no inherited types, properties or methods yet.
    public init(kind: Kind, language: Language, name: String, location: SourceLocation) {
        self.kind = kind
        self.language = language
        self.name = name
        self.location = location
    }

    /// A stored or computed property (Swift), a `@property` or instance variable (Objective-C).
    public struct Property: Sendable, Codable, Hashable {
        /// The property's name.
        public var name: String
        /// The type as written, without `!`/`?` and `*`: `UILabel`, `[UIButton]`, nil when inferred.
        public var typeName: String?
        /// Whether the property is marked `@IBOutlet`/`IBOutlet`.
        public var isOutlet: Bool
        /// Whether the property is marked `@IBOutlet` as an array, or `IBOutletCollection`.
        public var isOutletCollection: Bool
        /// Swift `UILabel!`: nil until a nib sets it, and a crash when it never does.
        public var isImplicitlyUnwrapped: Bool
        /// Where the property is declared.
        public var location: SourceLocation
        /// The platforms the declaration is compiled for (`#if os(macOS)` …); every one unless
        /// a condition of its file says otherwise.
        public var platforms: SourcePlatforms = .all

        /// A property; not implicitly unwrapped and not a collection unless said.
        public init(name: String, typeName: String?, isOutlet: Bool, isOutletCollection: Bool = false,
                    isImplicitlyUnwrapped: Bool = false, location: SourceLocation) {
            self.name = name
            self.typeName = typeName
            self.isOutlet = isOutlet
            self.isOutletCollection = isOutletCollection
            self.isImplicitlyUnwrapped = isImplicitlyUnwrapped
            self.location = location
        }
    }

    /// A method, by its Objective-C selector.
    public struct Method: Sendable, Codable, Hashable {
        /// The selector, e.g. `favoriteTapped:`.
        public var selector: String
        /// `@IBAction`/`IBAction`.
        public var isAction: Bool
        /// Where the method is declared.
        public var location: SourceLocation
        /// Swift: what the method sets on its own object: the names its body assigns without an
        /// owner or on `self` (`backgroundColor = …`), and the setters it calls so
        /// (`setTitleColor(…)` → `setTitleColor`). An app's `setStyle(_:)` on a button restyles
        /// what the nib gave it. May take a local variable for a property.
        public var setsOnSelf: Set<String> = []
        /// A method with `selector`.
        public init(selector: String, isAction: Bool, location: SourceLocation, setsOnSelf: Set<String> = []) {
            self.selector = selector
            self.isAction = isAction
            self.location = location
            self.setsOnSelf = setsOnSelf
        }

        /// The method's Swift base name is `name`: `setStyle:` and `setStyleWithType:` are
        /// `setStyle`'s, `setStyles:` is not.
        public func hasBaseName(_ name: String) -> Bool {
            guard selector.hasPrefix(name) else { return false }
            let rest = selector.dropFirst(name.count)
            return rest.isEmpty || rest.first == ":" || rest.hasPrefix("With")
        }
    }
}

/// The queue a reuse identifier names: table views and collection views keep their cells'
/// registrations apart, and apart from their headers, footers and supplementary views.
public enum ReuseQueue: String, Sendable, Codable, Hashable {
    case tableCells, collectionCells, other

    /// The queue a selector piece or argument label of the reuse APIs names.
    public init(label: String) {
        switch label {
        case "dequeueReusableCellWithIdentifier", "forCellReuseIdentifier", "withIdentifier": self = .tableCells
        case "dequeueReusableCellWithReuseIdentifier", "forCellWithReuseIdentifier": self = .collectionCells
        default: self = .other
        }
    }
}

/// The kinds of supplementary view a collection view's flow layout asks its data source for
/// (`UICollectionView.elementKindSectionHeader`, `UICollectionElementKindSectionFooter`), each
/// only where the layout gives it a size.
public enum SupplementaryKind: String, Sendable, Codable, Hashable {
    case sectionHeader, sectionFooter

    /// The kind an expression names: the constant with or without its type
    /// (`UICollectionView.elementKindSectionFooter`, `.elementKindSectionFooter`,
    /// `UICollectionElementKindSectionFooter`); nil for anything else (a kind of the app's own, a
    /// variable).
    public init?(writtenAs expression: String) {
        let trimmed = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = trimmed.split(separator: ".").last.map(String.init) ?? trimmed
        switch name {
        case "elementKindSectionHeader", "UICollectionElementKindSectionHeader": self = .sectionHeader
        case "elementKindSectionFooter", "UICollectionElementKindSectionFooter": self = .sectionFooter
        default: return nil
        }
    }
}

/// What the code passes as a loaded nib's owner.
public enum NibOwner: Sendable, Codable, Hashable {
    /// No owner: `owner: nil`, or a nib registered for cells or reusable views, which UIKit
    /// instantiates with none. File's Owner's outlets are then never set, and an action whose
    /// target is File's Owner has a nil target, so it goes up the responder chain.
    case none
    /// An instance of the class: `owner: self` in its body, `super.init(nibName:bundle:)` in its
    /// initializer, `BookController(nibName:bundle:)`.
    case instance(of: String)
    /// `self`, loading the nib named after its own class at run time:
    /// `loadNibNamed(String(describing: type(of: self)), owner: self, options: nil)`. The owner is
    /// the class the nib is named after.
    case instanceOfClassNamedLikeTheNib
    /// Something else, or an object the reader cannot place.
    case unknown
}

/// A string passed to an API that names something in a nib: a reuse identifier, a nib or
/// storyboard name, a storyboard identifier, a segue identifier.
public struct LiteralUse: Sendable, Codable, Hashable {
    /// Which API the literal is passed to.
    public enum Kind: String, Sendable, Codable, Hashable {
        /// `dequeueReusableCell(withIdentifier:)` and friends.
        case dequeueReuseIdentifier
        /// `register(_:forCellReuseIdentifier:)` and friends: provides an identifier.
        case registerReuseIdentifier
        /// `UINib(nibName:)`, `loadNibNamed(_:owner:)`, `NibLoader.load(named:)`, and a view
        /// controller made with a nib: `init(nibName:bundle:)`, `initWithNibName:bundle:`. A use
        /// whose name is not a literal (nor a constant, nor a class's name) may load any nib.
        case nibName
        /// `UIStoryboard(name:bundle:)`.
        case storyboardName
        /// `instantiateViewController(withIdentifier:)`.
        case storyboardIdentifier
        /// `performSegue(withIdentifier:sender:)`.
        case segueIdentifier
        /// `instantiateInitialViewController()`, a generated storyboard's initial accessor
        /// (R.swift's `.initialViewController`, SwiftGen's `.initialScene`) or the Reusable
        /// library's `StoryboardBased`, which asks its storyboard for the initial controller:
        /// some storyboard's initial view controller is made by code. Recorded once per file,
        /// with no value.
        case initialViewController
        /// `application(_:shouldRestoreApplicationState:)` or
        /// `application(_:shouldRestoreSecureApplicationState:)` (`application:shouldRestore…:` in
        /// Objective-C): the app delegate may opt into state restoration, without which UIKit
        /// never asks a restoration class for a view controller. Recorded once per file, with no
        /// value.
        case stateRestoration
        /// A word by which code may show section headers in a collection view whose flow layout
        /// in the nib gives them no size: a delegate's `referenceSizeForHeaderInSection`, a
        /// layout's `headerReferenceSize` set, a layout of its own
        /// (`layoutAttributesForSupplementaryView`, `setCollectionViewLayout`). Recorded once
        /// per file, with no value (`LiteralUse.supplementaryKind`).
        case sectionHeaderSize
        /// The same for section footers (`referenceSizeForFooterInSection`, `footerReferenceSize`).
        case sectionFooterSize
    }
    /// Which API the literal is passed to.
    public var kind: Kind
    /// The literal's value; nil when the argument is not a plain string literal.
    public var value: String?
    /// Where the literal is.
    public var location: SourceLocation
    /// For a registration, the nib it registers when a literal names it:
    /// `register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier: "Book")` is
    /// the identifier "Book" with the nib "BookCell".
    public var nibName: String?
    /// When the argument is a constant's name rather than a literal: the name
    /// (`dequeueReusableCellWithIdentifier:BookCellID`), whose value `SourceFacts.value(of:)` gives.
    public var constant: String?
    /// The value of `constant` when the file that uses it defines it (a `static NSString *` in
    /// the method, say): what that name means there, whatever other files define it as.
    public var constantValue: String?
    /// For a reuse identifier, which of a list view's queues it names: a table's cells, a
    /// collection's cells, or another (header, footer, supplementary view). Each has its own
    /// registrations.
    public var queue: ReuseQueue?
    /// For a dequeue of a collection view's supplementary view, the flow layout's kind it is
    /// made for, when the code names one of UIKit's: a flow layout asks for a kind only where it
    /// gives it a size, so a dequeue for a kind the list's layout gives none never runs.
    public var supplementaryKind: SupplementaryKind?
    /// The cell class: for a dequeue, the class the code takes the cell as (`(BookCell *)[table
    /// dequeueReusableCellWithIdentifier:…]`, `BookCell *cell = [table …]`, `… as! BookCell`); for a registration,
    /// the class it registers (`[table registerClass:[BookCell class] …]`, `register(BookCell.self, …)`).
    public var cellClass: String?
    /// For a Storyboard ID, the storyboard asked for it, when a literal names it in the same
    /// expression or in the local the storyboard is bound to
    /// (`UIStoryboard(name: "Rooms", bundle: nil).instantiateViewController(withIdentifier: "List")`,
    /// `[[UIStoryboard storyboardWithName:@"Rooms" bundle:nil] instantiateViewControllerWithIdentifier:…]`);
    /// nil when not known (`storyboard?.instantiateViewController`, a parameter, a computed name).
    public var storyboard: String?
    /// For a segue identifier the code performs on `self` (`performSegue(withIdentifier:sender:)`
    /// with no receiver or `self`, `[self performSegueWithIdentifier:…]` in an instance method),
    /// the class or extension whose body the call is in: it can perform only the segues of a
    /// scene whose controller is of that class or a subclass. A protocol's extension gives the
    /// protocol's name, which the project facts take for any controller. Nil for another
    /// receiver, or where the reader cannot tell.
    public var performer: String?
    /// For a nib or storyboard name, the `bundle:` argument as written when it is not the main
    /// bundle (`nil`, `.main`, `Bundle.main`): `Bundle(for: PTEConsoleLogger.self)`, `.module`, a
    /// variable. Such a name is looked up in that bundle, which may be a dependency's.
    public var bundle: String?
    /// For a dequeue, whether the call returns nil when nothing is registered under the
    /// identifier instead of crashing: `dequeueReusableCell(withIdentifier:)` without an index
    /// path, `dequeueReusableHeaderFooterView(withIdentifier:)`.
    public var returnsNilWhenUnregistered = false
    /// For a Swift dequeue, whether the code takes the cell as the list gives it: it returns it,
    /// or binds it to a local whose members it uses and which it never casts nor hands on
    /// (`let cell = tableView.dequeueReusableCell(…)`, then `cell.textLabel?.text = …`). A cell
    /// of a class the app lacks, made as a plain cell, breaks nothing there.
    public var takesTheCellAsItIs = false
    /// For a registration, dequeue or Storyboard ID whose identifier, or a nib load whose name,
    /// is not a literal, when it can only be a class's name:
    /// `String(describing: BookCell.self)`, `BookCell.reuseIdentifier`, `NSStringFromClass(…)`,
    /// `String(describing: self)` in a class method, and NibKit's `register(BookCell.self)` (its
    /// `cellClass`'s name unless the class says otherwise). A dequeue by a literal that is no
    /// class's name is then still checked; a scene whose Storyboard ID no class has is shown by
    /// no such use.
    public var identifierIsClassName = false
    /// For a Storyboard ID that is `self`'s class's name in a class method (`NSStringFromClass(self)`
    /// in `+storyboardVC`, `String(describing: self)` in a static func): the name of a class the
    /// code sends that method to, which the code then names as a value (`[CarFinishedVC
    /// storyboardVC]`, `CarFinishedVC.instantiate()`, see `FileDeclarations.valueNames`), not any
    /// class's.
    public var identifierIsReceiverClassName = false
    /// For a Storyboard ID that is not a literal, the member it reads when it is written as one
    /// (`T.storyboardIdentifier`, `(controller as UIViewController.Type).storyboardID`, or a
    /// local bound to such): a member some type declares as its own class's name
    /// (`SourceFacts.classNameMembers`) makes the identifier a class's name, as
    /// `identifierIsClassName` says once every file is read.
    public var memberName: String?
    /// For a Storyboard ID, the storyboard asked is the enum value the call is made on: the
    /// request is in an instance member of an enum and names no storyboard itself (the
    /// AppStoryboard helper's `instance.instantiateViewController(withIdentifier:)`, `instance`
    /// being `UIStoryboard(name: self.rawValue, …)`). Which cases callers pass beside a class is
    /// `SourceFacts.classEnumCases`.
    public var storyboardIsEnumCase = false
    /// For a Storyboard ID made from a type parameter of the enclosing function (`T.storyboardIdentifier`
    /// in `func instantiateViewController<T: UIViewController>() -> T`), that function's name
    /// (`instantiateViewController()`): the request runs only where something calls it, and a
    /// helper nothing calls asks for no scene (`SourceFacts.isCalled(_:)`).
    public var askedThroughCallsOf: String?
    /// For a use in a static or class property's initializer or getter (`static let favorite =
    /// UIStoryboard(name: "Favorite", bundle: nil)` in `enum Storyboards`), the property after
    /// its type's name, `Storyboards.favorite`: Swift runs a static property's initializer when
    /// code first reads it, so it runs only where some file reads it (`ProjectFacts.mayRead(_:declaredIn:)`).
    public var runsWhenPropertyIsRead: String?
    /// NibKit's typed registration, `register(BookCell.self)`: the identifier and the nib come
    /// from the class (`ReusableView`, `NibLoadableView`), set once every class is read
    /// (`SourceFacts.resolveTypedRegistrations`).
    public var isTypedRegistration = false
    /// For a nib or storyboard name, the load runs only under the iPad idiom (`if
    /// UIDevice.current.userInterfaceIdiom == .pad { … }`, see `IdiomGuard`): never in an app
    /// built for iPhone only, which an iPad runs with the phone's idiom.
    public var runsOnlyOnIPad = false
    /// For a Storyboard ID, the request is made in a restoration class's
    /// `viewController(withRestorationIdentifierPath:coder:)`, which UIKit calls only while it
    /// restores state the app opted into (`Kind.stateRestoration`): SWRevealViewController's,
    /// copied into many apps, asks its storyboard for `SWRevealViewController` there.
    public var runsOnlyInStateRestoration = false
    /// For an Objective-C request that raises when nothing has the name (a dequeue, a nib or
    /// storyboard load, a Storyboard ID, a segue), the call sits in an `@try` block, whose
    /// `@catch` handles the exception, or in a `@catch` block, which runs only when its `@try`
    /// raised: AMSlideMenu, copied into many apps, performs the segues `leftMenu` and
    /// `rightMenu` so, to find which menus a storyboard has.
    public var isInTryOrCatch = false
    /// For an Objective-C nib load, the line of the `dequeueReusableCellWithIdentifier:` whose
    /// nil result it stands in for (`if (cell == nil) { … loadNibNamed: … }`): where a
    /// prototype or a registration provides that identifier, the load never runs.
    public var fallbackForDequeueAtLine: Int?
    /// The class whose instance member (method, property, initialiser, or a closure in one) the
    /// use is in, or whose extension's: the use runs only on an object of that class or a
    /// subclass, so it cannot run while nothing makes one (calliope's PlaygroundSnippetTableViewController,
    /// which no scene names any more, dequeuing a cell its storyboard no longer has). Nil in a
    /// static or class member, a struct, enum or protocol, a C function and at the top level.
    public var enclosingClass: String?
    /// For a dequeue, the list view is the enclosing class's own (`self.tableView`,
    /// `[self.collectionView …]`): in a view controller, a table or collection of its own scene,
    /// so an identifier it computes makes no other scene's prototype (ssumobile's directory
    /// controller dequeues by Core Data entity names from its own table; the news scene's
    /// retired prototype is made by nothing).
    public var dequeuesFromOwnList = false
    /// For a nib name, the name is a view controller's `nibName` (`init(nibName:bundle:)`,
    /// `initWithNibName:bundle:`): UIKit's `loadView` loads it when the view is first asked
    /// for, so a class whose own `loadView` makes the view never loads it
    /// (`ClassIndex.Chain.viewMaker`).
    public var isViewControllerNib = false
    /// For a nib name, the object the code passes as the nib's owner (what File's Owner stands
    /// for at run time): its outlets are set on that object by key-value coding, and actions
    /// whose target is File's Owner are sent to it. Nil for other kinds.
    public var owner: NibOwner?
    /// A literal use of `kind`.
    public init(kind: Kind, value: String?, location: SourceLocation, nibName: String? = nil,
                constant: String? = nil, cellClass: String? = nil) {
        self.kind = kind
        self.value = value
        self.location = location
        self.nibName = nibName
        self.constant = constant
        self.cellClass = cellClass
    }

    /// A dequeue that may take the cell as a class: where it casts the cell (`(BookCell *)[tableView
    /// dequeue…]`, `… as! BookCell`), and in Swift wherever the reader cannot tell that it takes
    /// the cell as it is (`takesTheCellAsItIs`).
    var mayCastTheCell: Bool { cellClass != nil || (location.file.hasSuffix(".swift") && !takesTheCellAsItIs) }
}

/// A storyboard an app extension's Info.plist names (`NSExtensionMainStoryboard`): its name,
/// and the extension's folder (the Info.plist's), which holds it.
public struct ExtensionStoryboard: Sendable, Codable, Hashable {
    /// The folder of the extension's Info.plist.
    public var folder: String
    /// The storyboard's name, without extension.
    public var name: String
    /// A storyboard named `name` of the extension in `folder`.
    public init(folder: String, name: String) {
        self.folder = folder
        self.name = name
    }

    /// `file` is this storyboard: its name, in the extension's folder or below it (`Base.lproj`),
    /// however either path is spelt (`./Widget`, `Widget`, absolute).
    public func isFile(_ file: String) -> Bool {
        guard NibLoads.baseName(ofFile: file) == name else { return false }
        let folder = FileSystem.absolute(folder.isEmpty ? "." : folder)
        return FileSystem.absolute(file).hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}

/// An asset catalog or loose image file, with the modules of the targets that copy it into their
/// bundles (empty when no project says).
public struct AssetPlace: Sendable, Codable, Hashable {
    /// The catalog's or file's path.
    public var path: String
    /// The modules of the targets that copy it.
    public var targets: Set<String>
    /// A place and its targets.
    public init(path: String, targets: Set<String>) {
        self.path = path
        self.targets = targets
    }
}

/// A nib a target builds that nibcheck did not find: the apps it belongs to.
public struct UnseenNib: Sendable, Hashable, Codable {
    /// The modules of the targets that build it; empty when unknown.
    public var modules: Set<String>
    /// The folder (absolute, with a trailing slash) of the project that builds it.
    public var projectFolder: String?

    public init(modules: Set<String>, projectFolder: String?) {
        self.modules = modules
        self.projectFolder = projectFolder
    }

    /// It may define what the code of the file at `absolute` (a source file or a nib, of
    /// `module` when known) asks for: the same module, or, where either module is unknown, a
    /// file in the folder of the project that builds it.
    func mayServe(_ absolute: String, module: String?) -> Bool {
        if let module, !modules.isEmpty { return modules.contains(module) }
        guard let projectFolder else { return true }
        return absolute.hasPrefix(projectFolder)
    }
}
