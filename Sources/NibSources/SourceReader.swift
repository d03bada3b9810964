import Foundation
import NibDocument
import NibValidation
import NibSupport

/// Finds the sources, projects and asset catalogs under some folders, reads what they declare and
/// returns it as `SourceFacts`.
///
/// Swift files are read through SourceKit, but only those that can matter: a byte scan over each
/// file's identifiers first looks for the attributes and APIs the rules read (`IBOutlet`,
/// `IBAction`, `objc`, `dequeueReusableCell`, `UINib`, …) and for the classes the nibs name; a
/// file with none is skipped. Superclasses found that way pull in the files that declare them.
/// What SourceKit returns, and the outcome of the scan, are cached by the file's content hash;
/// a file whose stamp (`stat`) is the one recorded last time is not even read (`SourceCache`).
package struct SourceReader: Sendable {
    /// What to read and how.
    package struct Options: Sendable {
        /// Folders and files to search.
        package var paths: [String]
        /// `--sourcekit PATH`.
        package var sourceKitPath: String?
        /// The command that starts a SourceKit worker (an executable and the subcommand that
        /// calls `SourceKitWorkers.serve`): Swift is then parsed in supervised child processes,
        /// bounded in time and memory. Nil: in this process, for callers that trust the sources.
        package var sourceKitWorker: [String]?
        /// Names the nibs use (`customClass`, and Storyboard IDs): files naming one are read.
        package var nibClassNames: Set<String> = []
        /// The nib files, to assign them modules.
        package var nibFiles: [String] = []
        /// Concurrent SourceKit requests.
        package var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
        /// Where the cache lives; nil for no cache.
        package var cacheFile: URL?
        /// The environment to look up `SOURCEKIT_PATH` and `PATH` in; the process's own by default.
        package var environment: [String: String] = ProcessInfo.processInfo.environment
        /// When the run starts, for the cache's trust in file stamps (tests move it); now when nil.
        var start: Date?

        /// Options for searching `paths`, with every other option at its default.
        package init(paths: [String]) {
            self.paths = paths
        }
    }

    /// What a read did, besides its facts.
    package struct Report: Sendable {
        /// What the sources declare.
        package var facts = SourceFacts()
        /// Every Swift file found, whether the byte scan let it through or not.
        package var swiftFiles = 0
        /// Swift files the byte scan let through.
        package var swiftFilesRead = 0
        /// Of those, answered from the cache.
        package var cacheHits = 0
        /// Objective-C files found and read.
        package var objectiveCFiles = 0
        /// Set when SourceKit could not be loaded (and there were Swift files to read).
        package var sourceKitProblem: String?
        /// The asset catalogs found, by path: read here for their names, and drawn from by the
        /// report's pictures without a second walk.
        package var catalogs: [String] = []
        /// What could not be read, one line each (`path: why`, with what that means for the
        /// findings): unreadable folders and files, links out of the project, binary or
        /// oversized sources, project files that do not parse.
        package var problems: [String] = []
    }

    /// What this reader searches and how.
    package let options: Options

    /// A reader with `options`; nothing is read until `read()`.
    package init(options: Options) {
        self.options = options
    }

    /// Folders never searched (as for nibs), plus dependency folders of other ecosystems.
    static let skippedFolders = ProjectRoot.skippedFolderNames

    struct Found {
        var swift: [String] = []
        var objectiveC: [String] = []
        var catalogs: [String] = []
        var looseImages: [String] = []
        /// Image files at a catalog folder's top level, beside its sets: no set of the catalog,
        /// so in the app only where a target copies them as files of their own.
        var imagesBesideSets: [String] = []
        var packages: [String] = []
        var projects: [String] = []
        /// CocoaPods' `Podfile`s, whose development pods (`:path =>`) build folders of the project.
        var podfiles: [String] = []
        /// Podspecs (`Hippo.podspec`, `Kit.podspec.json`), whose `source_files` the pod compiles.
        var podspecs: [String] = []
        var dependencyManifests = false
        /// What could not be listed or was not followed.
        var problems: [String] = []
        /// Base names of the interface files found.
        var interfaceFileNames: Set<String> = []
        /// Property lists named like an app's Info.plist (`Info.plist`, `App-Info.plist`).
        var infoPlists: [String] = []
        /// Checked-in `Pods` folders, skipped but for the resources they copy into the app.
        var podsFolders: [String] = []
    }

    func discover() -> Found {
        var found = Found()
        var seen: Set<String> = []
        let roots = options.paths.compactMap { ProjectRoot(around: $0) }
        func visitFile(_ path: String, name: String) {
            if FileSystem.isAppleDouble(Array(path.utf8), name: Array(name.utf8)) { return }
            switch FileSystem.pathExtension(name) {
            case "swift":
                if name == "Package.swift" { found.packages.append(path) } else { found.swift.append(path) }
            case "h", "m", "mm":
                found.objectiveC.append(path)
            case "xib", "storyboard", "nib":
                // A `.nib` committed as is (compiled, or a legacy file) loads by its name too.
                found.interfaceFileNames.insert(NibLoads.baseName(name))
            case "plist" where name.hasSuffix("Info.plist"):
                found.infoPlists.append(path)
            case let fileExtension:
                // A Flutter app's `pubspec.yaml`: its iOS runner links the Flutter engine and the
                // plugins' frameworks, whose classes (`FlutterViewController`) no file here declares.
                // CocoaPods and Carthage find their manifests on a Mac's disk, which ignores case,
                // however the name is written (DunkeyDelivery's `podfile`, beside its Pods).
                let isPodfile = name.caseInsensitiveCompare("Podfile") == .orderedSame
                if isPodfile || name.caseInsensitiveCompare("Cartfile") == .orderedSame || name == "Package.resolved" || name == "pubspec.yaml" {
                    found.dependencyManifests = true
                }
                if isPodfile { found.podfiles.append(path) }
                if name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json") { found.podspecs.append(path) }
                // A git submodule not checked out (beam's TTTAttributedLabel, linked from a
                // sub-project): its classes are a dependency's, whose sources are not here.
                if name == ".gitmodules", SourceReader.hasMissingSubmodule(listedIn: path, roots: roots) { found.dependencyManifests = true }
                if AssetCatalog.imageExtensions.contains(fileExtension.lowercased()), !AssetCatalog.looseImageNames(name).isEmpty {
                    found.looseImages.append(path)
                }
            }
        }
        func visitDirectory(_ path: String, name: String, isRoot: Bool, linked: Bool) {
            if !isRoot, !linked, name == "Pods" { found.podsFolders.append(path) }
            if !isRoot, name.hasPrefix(".") || SourceReader.skippedFolders.contains(name) { return }
            if name.hasSuffix(".xcassets") {
                found.catalogs.append(path)
                // A source file dropped into the catalog's folder, which Xcode still compiles
                // (Distaff-iOS-Client's OrderDetailVC.swift): its top level is listed, no deeper,
                // and not through a link, which may lead out of the project.
                if linked, !isRoot { return }
                for (child, kind) in FileSystem.entries(of: path) ?? [] where kind == .file {
                    if SourceReader.isCodeName(child) {
                        visitFile(path + "/" + child, name: child)
                    } else if AssetCatalog.imageExtensions.contains(FileSystem.pathExtension(child).lowercased()),
                              !AssetCatalog.looseImageNames(child).isEmpty {
                        found.imagesBesideSets.append(path + "/" + child)
                    }
                }
                return
            }
            // A legacy nib wrapper (`AboutBox.nib/designable.nib`, `keyedobjects.nib`) is a nib.
            if name.hasSuffix(".nib") { found.interfaceFileNames.insert(NibLoads.baseName(name)); return }
            if name.hasSuffix(".xcodeproj") {
                let pbxproj = path + "/project.pbxproj"
                if FileManager.default.fileExists(atPath: pbxproj) { found.projects.append(pbxproj) }
                return
            }
            // Linked folders below a root are not followed (they often point outside the project).
            if linked, !isRoot { return }
            guard seen.insert(FileSystem.absolute(path)).inserted else { return }
            guard let entries = FileSystem.entries(of: path) else {
                found.problems.append("\(path): cannot be listed (\(String(cString: strerror(errno)))); the sources under it are not read")
                return
            }
            for (child, kind) in entries {
                let childPath = path + "/" + child
                switch kind {
                case .file: visitFile(childPath, name: child)
                case .linkedFile:
                    // A link is read only when it stays inside the project.
                    if ProjectRoot.holding(childPath, in: roots) != nil {
                        visitFile(childPath, name: child)
                    } else if SourceReader.isSourceName(child) {
                        found.problems.append("\(childPath): a link out of the project, not followed")
                    }
                case .directory: visitDirectory(childPath, name: child, isRoot: false, linked: false)
                case .linkedDirectory: visitDirectory(childPath, name: child, isRoot: false, linked: true)
                }
            }
        }
        for root in options.paths {
            let path = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
            let name = (path as NSString).lastPathComponent
            switch FileSystem.kind(atPath: path, linked: nil) {
            case .file, .linkedFile: visitFile(path, name: name)
            case .directory: visitDirectory(path, name: name, isRoot: true, linked: false)
            case .linkedDirectory: visitDirectory(path, name: name, isRoot: true, linked: true)
            case nil: continue
            }
        }
        return found
    }

    /// Whether a file of this name is Swift or Objective-C.
    static func isCodeName(_ name: String) -> Bool {
        ["swift", "h", "m", "mm"].contains(String(FileSystem.pathExtension(name)))
    }

    /// Whether a file of this name would be read as a source or project file.
    static func isSourceName(_ name: String) -> Bool {
        isCodeName(name) || ["xcconfig", "pbxproj"].contains(String(FileSystem.pathExtension(name)))
    }

    /// Finds the files under `options.paths`, reads them and the projects and asset catalogs, and returns the facts with counts of what was read; a missing SourceKit is reported in `sourceKitProblem`, not thrown.
    package func read() -> Report {
        var report = Report()
        var found = discover()
        let roots = options.paths.compactMap { ProjectRoot(around: $0) }
        report.problems = found.problems
        report.facts.interfaceFileNames = found.interfaceFileNames
        report.facts.generatedNibNames = GeneratedNibName.table(found.interfaceFileNames)
        report.facts.foldedInterfaceFileNames = GeneratedNibName.table(found.interfaceFileNames, generator: GeneratedNibName.folded)
        // What checked-in pods copy into the app loads by name from it too (R.swift's and
        // SwiftGen's names cover the app's own files only). Only a Pods folder beside a Podfile
        // is one CocoaPods installed (not a stray copy of someone's `Pods`).
        let podfileFolders = Set(found.podfiles.map { ($0 as NSString).deletingLastPathComponent })
        var podCategories: [FileDeclarations] = []
        for pods in found.podsFolders where podfileFolders.contains((pods as NSString).deletingLastPathComponent) {
            podCategories += PodCategories.read(pods: pods)
            let copied = PodResources(pods: pods, roots: roots)
            report.facts.interfaceFileNames.formUnion(copied.interfaceFileNames)
            report.facts.podStoryboardIdentifiers.formUnion(copied.storyboardIdentifiers(roots: roots))
            let (images, catalogs) = (Set(found.looseImages), Set(found.catalogs))
            found.looseImages += copied.looseImages.filter { !images.contains($0) }
            found.catalogs += copied.catalogs.filter { !catalogs.contains($0) }
        }
        var keepsLightAppearance = false
        var infoPlistsRead: Set<String> = []
        func readInfoPlist(_ plist: String, _ data: Data) {
            infoPlistsRead.insert(FileSystem.absolute(plist))
            // One scan of the plist's strings serves every question.
            let strings = InfoPlistStrings.pairs(in: [UInt8](data))
            report.facts.infoPlistNibNames.formUnion(InfoPlistNibs.names(in: strings))
            report.facts.infoPlistStoryboardNames.formUnion(InfoPlistNibs.names(in: strings, keys: InfoPlistNibs.storyboardKeys))
            if let name = InfoPlistNibs.systemSizedStoryboard(in: strings) {
                report.facts.systemSizedExtensionStoryboards.insert(
                    ExtensionStoryboard(folder: (plist as NSString).deletingLastPathComponent, name: name))
            }
            if InfoPlistStrings.keepsLightAppearance(strings) { keepsLightAppearance = true }
        }
        for plist in found.infoPlists {
            guard let data = try? FileSystem.readRegularFile(Array(plist.utf8), name: plist, maxSize: ProjectRoot.Limit.infoPlist) else { continue }
            readInfoPlist(plist, data)
        }
        var layout = ProjectLayout(roots: roots)
        for manifest in found.packages { layout.addPackage(manifest: manifest) }
        for podfile in found.podfiles { layout.addPodfile(podfile) }
        // A podspec in a folder nibcheck was asked to check: the repository is the pod, and what
        // its podspec compiles is compiled, whatever a project beside it lists. Not one deeper
        // (a copy of a library kept in an app's folder), which builds only what a project does.
        let rootFolders = Set(options.paths.map(FileSystem.absolute))
        for podspec in found.podspecs where rootFolders.contains((FileSystem.absolute(podspec) as NSString).deletingLastPathComponent) {
            layout.addPodspec(podspec)
        }
        for project in found.projects {
            if let problem = layout.addXcodeProject(pbxproj: project) {
                report.problems.append("\(problem); the targets' modules and memberships it sets are not known")
            }
        }
        layout.adoptMovedFiles(found: (found.swift + found.objectiveC + options.nibFiles).map(FileSystem.absolute))
        // An Info.plist a target builds with under a name of its own (`INFOPLIST_FILE =
        // shmup.plist`, naming `NSMainNibFile~ipad`), read through its root like every file of
        // the project: one that leads outside is not read.
        for plist in layout.startingInfoPlists.sorted() where !infoPlistsRead.contains(plist) {
            guard let root = ProjectRoot.holding(plist, in: roots),
                  let data = try? root.read(plist, maxSize: ProjectRoot.Limit.infoPlist) else { continue }
            readInfoPlist(plist, data)
        }
        // A module is one whose sources were read when one of its files was: a project in a
        // skipped folder names targets whose files nibcheck never reads (a pod's example keeps
        // `_Pods.xcodeproj`, a link to `Pods/Pods.xcodeproj`, whose targets are the pods).
        report.facts.modules = Set((found.swift + found.objectiveC).compactMap { layout.module(ofFile: $0) })
        // What a compiled file that is not there, or lies outside the project (which is not
        // read), declares is unknown: the names its file name gives (`MSRTextView.swift`,
        // `BookCell+Actions.swift`) may be declared there.
        let unseen = layout.compiledSourcesUnseen(found: found.swift + found.objectiveC)
        for path in unseen.missing + unseen.outside { report.facts.namesOfMissingSources.formUnion(SourceReader.names(inFileName: path)) }
        // A nib a target copies that is not here may define the identifiers, cells and scenes
        // the code asks for, and its name is in the app's bundle.
        let nibPaths = options.nibFiles.map(FileSystem.absolute)
        let unseenNibs = layout.builtNibsUnseen(found: nibPaths)
        for path in unseenNibs.missing + unseenNibs.outside {
            let named = unseenNibs.asNamed[path] ?? path
            report.facts.builtNibsUnseen[path] = UnseenNib(modules: layout.modules(ofFile: named), projectFolder: layout.projectFolder(building: named))
            report.facts.interfaceFileNames.insert(NibLoads.baseName((path as NSString).lastPathComponent))
        }
        // Code that no project or package claims, with no nib anywhere under the folder above its
        // own: an app whose project and nibs were never committed (a course's lessons uploaded as
        // their Swift files alone, asking for Storyboard IDs and cells of storyboards the
        // repository lacks).
        var nibFolders: Set<String> = []  // every folder holding a nib, and each folder above it
        for nib in nibPaths {
            var folder = (nib as NSString).deletingLastPathComponent
            while nibFolders.insert(folder).inserted, folder != "/", !folder.isEmpty { folder = (folder as NSString).deletingLastPathComponent }
        }
        for file in found.swift + found.objectiveC {
            let absolute = FileSystem.absolute(file)
            guard !layout.claims(absolute) else { continue }
            let beside = ((absolute as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            if !nibFolders.contains(beside) { report.facts.sourcesWithoutNibs.insert(absolute) }
        }
        func notice(_ paths: [String], shown: (String) -> String, _ state: String, nibs: Bool) {
            guard let first = paths.first else { return }
            let name = PrintableName.oneLine(shown(first))
            let (one, many, what) = nibs
                ? ("a nib a target builds", "nibs that a target builds", "the identifiers, cells and scenes")
                : ("a source file a target compiles", "source files that a target compiles", "the classes")
            let files = paths.count > 1 ? "\(name) and \(paths.count - 1) more \(many) are" : "\(name), \(one), is"
            report.problems.append("\(files) \(state): \(what) \(paths.count > 1 ? "they" : "it") may \(nibs ? "define" : "declare") are not checked")
        }
        let outside = "outside the project, which nibcheck does not read"
        // Named from the project root, as the findings are.
        let missing = "not there (a git submodule not checked out, or a file not committed?)"
        func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }
        func fromRoot(_ path: String) -> String { ProjectRoot.shown(path, in: roots) }
        notice(unseen.outside, shown: fileName, outside, nibs: false)
        notice(unseen.missing, shown: fromRoot, missing, nibs: false)
        notice(unseenNibs.outside, shown: fileName, outside, nibs: true)
        notice(unseenNibs.missing, shown: fromRoot, missing, nibs: true)
        report.facts.hasExternalDependencies = layout.hasExternalDependencies || found.dependencyManifests
        report.facts.dependencyNames = layout.dependencyNames
        report.facts.keepsLightAppearance = keepsLightAppearance || layout.keepsLightAppearance
        report.facts.infoPlistStoryboardNames.formUnion(layout.infoPlistStoryboardNames)
        report.facts.infoPlistNibNames.formUnion(layout.infoPlistNibNames)
        report.facts.startingStoryboardsKnown = layout.knowsStartingStoryboards(read: infoPlistsRead)
        report.facts.builtForIPhoneOnly = layout.buildsForIPhoneOnly
        report.facts.applicationModules = layout.applicationModules
        for nib in options.nibFiles {
            if let module = layout.module(ofFile: nib) { report.facts.nibModules[nib] = module }
            let targets = layout.modules(ofFile: nib)
            if !targets.isEmpty { report.facts.nibTargets[nib] = targets }
            if let project = layout.projectNotBuilding(nib) { report.facts.nibsBuiltByNoTarget[nib] = project }
        }

        // Assets.
        for catalog in found.catalogs {
            var images: Set<String> = [], colors: [String: AssetCatalogColor.Uniform?] = [:]
            AssetCatalog.read(catalog: catalog, showingDark: !report.facts.keepsLightAppearance, images: &images, colors: &colors)
            report.facts.images.formUnion(images)
            let place = AssetPlace(path: catalog, targets: layout.modules(ofFile: catalog))
            for name in images { report.facts.imagePlaces[name, default: []].append(place) }
            for (name, value) in colors {
                report.facts.addColor(name, uniformValue: value)
                report.facts.colorPlaces[name, default: []].append(place)
            }
        }
        report.catalogs = found.catalogs
        // actool compiles a catalog's sets only; an image file dropped beside them (BioLifeTracker's
        // weather icons in Images.xcassets) is in the app where a target's Copy Bundle Resources
        // lists it, and nothing says it isn't where no project was found.
        found.looseImages += found.imagesBesideSets.filter { found.projects.isEmpty || !layout.modules(ofFile: $0).isEmpty }
        for image in found.looseImages {
            let place = AssetPlace(path: image, targets: layout.modules(ofFile: image))
            for name in AssetCatalog.looseImageNames((image as NSString).lastPathComponent) {
                report.facts.images.insert(name)
                report.facts.imagePlaces[name, default: []].append(place)
            }
        }
        // An image file a target copies that is not here (never committed, or outside the
        // repository) is in the app's bundle all the same: its names are not missing.
        let unseenImages = layout.builtImagesUnseen(found: found.looseImages.map(FileSystem.absolute))
        for path in unseenImages.missing + unseenImages.outside {
            let named = unseenImages.asNamed[path] ?? path
            let place = AssetPlace(path: named, targets: layout.modules(ofFile: named))
            for name in AssetCatalog.looseImageNames((path as NSString).lastPathComponent) {
                report.facts.images.insert(name)
                report.facts.imagePlaces[name, default: []].append(place)
            }
        }
        report.facts.assetsFound = !found.catalogs.isEmpty || !found.looseImages.isEmpty
        report.facts.codeFound = !found.swift.isEmpty || !found.objectiveC.isEmpty

        // Objective-C: no SourceKit needed; every file is read (cached like Swift).
        report.objectiveCFiles = found.objectiveC.count
        let cache = SourceCache(file: options.cacheFile, start: options.start ?? Date())
        // What checked-in pods add to UIKit's classes, every view controller answers.
        var declarations: [FileDeclarations] = podCategories
        for file in found.objectiveC {
            guard let stamp = FileStamp(path: file) else { continue }
            if let known = cache.content(atPath: file, stamp: stamp), let cached = cache.declarations(known, file: file) {
                cache.record(path: file, stamp: stamp, content: known)
                declarations.append(cached)
                continue
            }
            let bytes: [UInt8]
            do {
                bytes = try SourceReader.readSource(file)
            } catch {
                let names = SourceReader.namesOfUnreadable(file)
                report.problems.append(SourceReader.unreadable(file, error, names: names))
                report.facts.markUnread(names)
                continue
            }
            let key = ContentKey(language: .objectiveC, hash: ContentHash(bytes))
            cache.record(path: file, stamp: stamp, content: key)
            if let cached = cache.declarations(key, file: file) {
                declarations.append(cached)
            } else {
                var read = ObjectiveCReader(bytes: bytes, file: file).declarations()
                read.referencedNames = IdentifierBytes.referencedNames(in: bytes)
                // The reader's own (`[[self alloc] init]` in a class method) are made without a nib.
                let values = IdentifierBytes.valueNames(in: bytes)
                read.valueNamesMadeOnlyWithANib = values.madeOnlyWithANib.subtracting(read.valueNames)
                read.valueNames.formUnion(values.names)
                read.swappedInClassNames = IdentifierBytes.swappedInClassNames(in: bytes)
                read.identifierStrings = IdentifierBytes.writtenStrings(in: bytes)
                read.storyboardKeyedStrings = IdentifierBytes.storyboardKeyedStrings(in: bytes)
                read.quotedImports = IdentifierBytes.quotedImports(in: bytes)
                read.forwardDeclaredClasses = IdentifierBytes.forwardDeclaredClasses(in: bytes)
                read.file = file
                cache.store(key, read)
                declarations.append(read)
            }
        }

        // Swift.
        report.swiftFiles = found.swift.count
        if !found.swift.isEmpty {
            do {
                let sourceKit: any SwiftStructureReading
                if let worker = options.sourceKitWorker {
                    sourceKit = try SourceKitWorkers(command: worker + (options.sourceKitPath.map { ["--sourcekit", $0] } ?? []),
                                                     environment: options.environment, limits: .init(environment: options.environment))
                } else {
                    sourceKit = try SourceKit.load(explicitPath: options.sourceKitPath, environment: options.environment)
                }
                let swift = readSwift(found.swift, sourceKit: sourceKit, knownTypes: declarations, cache: cache,
                                      interfaceFileNames: found.interfaceFileNames)
                declarations += swift.declarations
                report.problems += swift.problems
                for names in swift.unread { report.facts.markUnread(names) }
                report.swiftFilesRead = swift.read
                report.cacheHits = swift.cacheHits
            } catch {
                report.sourceKitProblem = error.description
                report.facts.swiftRead = false
            }
        }
        cache.save()

        // A header the Objective-C code imports in quotes that is nowhere in the project (a
        // portfolio's excerpt of an app, a gitignored header, a pod not checked in) may declare
        // the classes its name gives, as a compiled file that is not there may (a category's
        // header of a framework class, `UIView+WebCache.h`, a pod's imported in quotes all over
        // an Objective-C app, leaves that class checked).
        // Each file's missing headers are kept for the categories they may declare
        // (`SourceFacts.missingHeadersByFile`), unless the project's pods are checked in, whose
        // headers discovery skips and whose categories `PodCategories` read; a header Xcode
        // generates (`App-Swift.h`, Core Data's `+CoreDataProperties.h`) declares nothing the
        // sources do not.
        let headersFound = Set(found.objectiveC.map { ($0 as NSString).lastPathComponent })
        let podsCheckedIn = found.podsFolders.contains { podfileFolders.contains(($0 as NSString).deletingLastPathComponent) }
        for file in declarations {
            let missing = file.quotedImports.subtracting(headersFound)
            guard !missing.isEmpty else { continue }
            report.facts.namesOfMissingSources.formUnion(missing.flatMap(SourceReader.names(inFileName:)))
            let categoryHeaders = missing.filter { !$0.hasSuffix("-Swift.h") && !$0.contains("+CoreData") }
            if !podsCheckedIn, let path = file.file, !categoryHeaders.isEmpty {
                report.facts.missingHeadersByFile[path, default: []].formUnion(categoryHeaders)
            }
        }

        var moduleByFile: [String: String?] = [:]
        // Where no project read compiles Swift (its project file not committed), the code says
        // which Swift it is: a file that calls what only Swift 2 names so is Swift 2, and its
        // selectors are Swift 2's too.
        var callsAsSwift2 = false
        for var file in declarations {
            if !callsAsSwift2, !layout.compilesSwift, let path = file.file, path.hasSuffix(".swift"), !layout.claims(FileSystem.absolute(path)),
               file.callLabels.keys.contains(where: SwiftReader.swift2OnlyCalls.contains) {
                callsAsSwift2 = true
            }
            // A Swift or Objective-C implementation file no target compiles calls nothing: its
            // nib names, identifiers and loads are not the app's (a Swift file's classes are
            // kept, for unknown-custom-class to name it; headers are never compiled themselves).
            if let path = file.literals.first?.location.file, path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm"),
               let project = layout.projectNotBuilding(path) {
                report.facts.sourcesBuiltByNoTarget[path] = project
                file.literals = []
            }
            for index in file.types.indices {
                let path = file.types[index].location.file
                if moduleByFile[path] == nil {
                    moduleByFile[path] = .some(layout.module(ofFile: path))
                    // A Swift or Objective-C implementation file in a project's folder that no
                    // target compiles: its classes are not in any app (Objective-C headers are
                    // never compiled themselves; a class is the app's where a compiled file
                    // implements it, see ProjectFacts).
                    if path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm"), let project = layout.projectNotBuilding(path) {
                        report.facts.sourcesBuiltByNoTarget[path] = project
                    }
                }
                file.types[index].module = moduleByFile[path] ?? nil
            }
            // A file of loads and no class (an enum of helpers) runs in its module's bundle too.
            if let path = file.literals.first?.location.file, moduleByFile[path] == nil {
                moduleByFile[path] = .some(layout.module(ofFile: path))
            }
            report.facts.merge(file)
        }
        report.facts.namesSelectorsAsSwift2 = layout.namesSelectorsAsSwift2 || callsAsSwift2
        report.facts.sourceModules = moduleByFile.compactMapValues { $0 }
        for path in moduleByFile.keys {
            let modules = layout.modules(ofFile: path)
            if modules.count > 1 { report.facts.sharedSourceModules[path] = modules }
        }
        report.facts.forgetStringsOfUnreadConstants()
        report.facts.resolveClassNameMembers()
        report.facts.resolveTypedRegistrations()
        return report
    }

    // MARK: Swift

    private static let fixedNeedles = [
        "IBOutlet", "IBAction", "IBOutletCollection", "objc", "dequeueReusableCell", "dequeueReusableHeaderFooterView",
        "dequeueReusableSupplementaryView", "register", "UINib", "loadNibNamed", "NibLoader", "UIStoryboard",
        "instantiateViewController", "performSegue", "Outlet", "ActionMethod", "nibName", "nib",
        // R.swift's and SwiftGen's storyboard accessors (`R.storyboard.main`, `StoryboardScene.Main`).
        "storyboard", "StoryboardScene",
        // A window's first screen set in code (missing-initial-view-controller).
        "rootViewController",
        // An object given another class at run time (the class rules stand down for its class).
        "object_setClass",
        // AppKit's storyboards, loaded by name as UIKit's are.
        "NSStoryboard",
    ]
        // The words of the marks a file makes once (an initial controller asked for, state
        // restoration opted into, section headers or footers sized in code): a file that writes
        // only those is read for its mark.
        + IdentifierBytes.fileMarkWords.flatMap { $0.words.map { String(decoding: $0.word, as: UTF8.self) } }
        // Swift 2's names of the same calls (`registerClass`, `dequeueReusableCellWithIdentifier`),
        // which a file of that age may write and nothing else.
        + SwiftReader.swift2Calls.keys.sorted()

    struct SwiftResult {
        var declarations: [FileDeclarations] = []
        var read = 0
        var cacheHits = 0
        /// Files that could not be read or parsed, with why.
        var problems: [String] = []
        /// What each of those files may declare (nil: anything).
        var unread: [Set<String>?] = []
    }

    /// The bytes of the source file at `file`: a regular file within the size limit, and text
    /// (a NUL byte marks a binary file, which SourceKit would take quadratic time over). A Swift
    /// file must be UTF-8, as the compiler requires: read otherwise, `été` would be misnamed.
    static func readSource(_ file: String, swift: Bool = false) throws(ParseError) -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = [UInt8](try FileSystem.readRegularFile(Array(file.utf8), name: file, maxSize: ProjectRoot.Limit.source)) }
        catch { throw ParseError(file: file, line: 1, column: 1, message: error.message, reason: error.isTooLarge ? .fileTooLarge : .unreadable) }
        guard memchr(bytes, 0, bytes.count) == nil else {
            throw ParseError(file: file, line: 1, column: 1, message: "holds NUL bytes (a binary file)", reason: .unreadable)
        }
        if swift, String(validating: bytes, as: UTF8.self) == nil {
            let valid = bytes.withUnsafeBufferPointer { buffer in
                var iterator = buffer.makeIterator()
                var decoder = UTF8()
                var count = 0
                loop: while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue(let scalar): count += UTF8.width(scalar)
                    case .emptyInput, .error: break loop
                    }
                }
                return count
            }
            let before = bytes[..<valid]
            let line = 1 + before.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            let column = 1 + String(decoding: before[((before.lastIndex(of: 0x0A) ?? -1) + 1)...], as: UTF8.self).count
            throw ParseError(file: file, line: line, column: column, message: "is not UTF-8 at \(line):\(column), as Swift sources must be",
                             reason: .unsupportedEncoding)
        }
        return bytes
    }

    /// The line saying `file` could not be read, and what that means for the findings: the rules
    /// stand down for the classes it may declare (`names`), or for every class when its bytes
    /// could not be had at all (nil).
    static func unreadable(_ file: String, _ error: ParseError, names: Set<String>?) -> String {
        unreadable(file, because: error.message, names: names)
    }

    static func unreadable(_ file: String, because reason: String, names: Set<String>?, part: String = "it") -> String {
        let consequence: String
        switch names {
        case nil: consequence = "any class may be declared there, so the class rules stand down"
        case let names? where names.isEmpty: consequence = "it declares no class, so no rule stands down"
        case let names?:
            let list = names.sorted()
            consequence = "the class rules stand down for what it may declare: " + list.prefix(8).joined(separator: ", ")
                + (list.count > 8 ? " and \(list.count - 8) more" : "")
        }
        return "\(PrintableName.oneLine(file)): \(PrintableName.oneLine(reason)), so \(part) is not read; \(consequence)"
    }

    /// The type names a file's name gives: its identifiers, without the extension
    /// (`MSRTextView.swift` → MSRTextView, `BookCell+Actions.swift` → BookCell and Actions). A
    /// category's file of a framework class names that class first: only its own part counts
    /// (`NSObject+MSRClone.swift` → MSRClone), so the framework class
    /// (`UITableViewCell+ConfigureModel.m`, in one lesson of a repository) stays checked.
    static func names(inFileName path: String) -> Set<String> {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let plus = name.firstIndex(of: "+"), FrameworkClasses.isFrameworkClass(String(name[..<plus])) {
            name = String(name[name.index(after: plus)...])
        }
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return Set(stem.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
    }

    /// The type names an unreadable file may declare, scanned from its bytes as plain text; nil
    /// when even its bytes cannot be had (a file too large or not a regular file).
    static func namesOfUnreadable(_ file: String) -> Set<String>? {
        guard let data = try? FileSystem.readRegularFile(Array(file.utf8), name: file, maxSize: ProjectRoot.Limit.source) else { return nil }
        return UnreadSource([UInt8](data)).names
    }

    func readSwift(_ files: [String], sourceKit: any SwiftStructureReading, knownTypes: [FileDeclarations], cache: SourceCache,
                   interfaceFileNames: Set<String> = []) -> SwiftResult {
        var result = SwiftResult()
        // Files that name a nib (a view controller named after its nib, `let nib = R.nib.book`) too.
        let nibNames = interfaceFileNames.flatMap { [$0, $0 + "Controller"] }
        var needles = IdentifierSet(SourceReader.fixedNeedles + Array(options.nibClassNames) + nibNames)
        var pending = Array(files.indices)
        var declared: Set<String> = Set(knownTypes.flatMap { $0.types.filter { $0.kind == .classDeclaration }.map(\.name) })
        let states = FileStates(count: files.count)
        let problems = Problems()

        // Rounds: read the files the scan selects; the superclasses they name that no file read
        // so far declares become needles for the next round. Then, once, the files that declare
        // a method the code calls on an outlet (`submitButton.setStyle(.primary)`, an
        // extension's `setStyle(_:)`): what it sets on the view replaces what the nib gave.
        var calledOnOutlets: Set<String> = []
        var declaringOnly: Set<String>?
        var methodRoundDone = false
        var constantNames: Set<String> = []
        while !pending.isEmpty {
            let currentNeedles = needles
            let currentDeclaringOnly = declaringOnly
            let selected = Selection()
            let jobs = max(1, min(options.jobs, pending.count))
            let work = pending
            ParallelWork.forEach(work.count, jobs: jobs) { slot in
                let index = work[slot]
                let file = files[index]
                var state = states[index]
                // The file's content: from its stamp when the cache knows it, else read and hashed.
                if state.content == nil {
                    guard let stamp = FileStamp(path: file) else { return }
                    if let known = cache.content(atPath: file, stamp: stamp) {
                        state.content = known
                    } else {
                        guard state.load(file, problems: problems) else { states[index] = state; return }
                    }
                    cache.record(path: file, stamp: stamp, content: state.content!)
                }
                // The scan, unless the cache knows its outcome for these needles and this content.
                let matched: Bool
                if let known = cache.scanOutcome(state.content!, needles: currentNeedles.id) {
                    matched = known
                } else {
                    guard state.bytes != nil || state.load(file, problems: problems) else { states[index] = state; return }
                    matched = currentNeedles.matchesAny(in: state.bytes!)
                    cache.recordScan(state.content!, needles: currentNeedles.id, matched: matched)
                }
                states[index] = state
                guard matched else { return }
                if let cached = cache.declarations(state.content!, file: file) {
                    if let methods = currentDeclaringOnly, !SourceReader.declaresMethod(in: cached, named: methods) { return }
                    selected.add(index, cached, hit: true)
                    return
                }
                guard state.bytes != nil || state.load(file, problems: problems), let bytes = state.bytes else { states[index] = state; return }
                states[index] = state
                if let methods = currentDeclaringOnly, !SourceReader.declaresFunction(in: bytes, named: methods) { return }
                // The Swift parser drops the rest of a file once its brackets nest past its limit,
                // without a word. Such a file is read with what lies deeper than half the limit
                // blanked out (lines and columns kept): the classes after the nest are read, and
                // those declared inside it stand down, with a warning naming the file.
                var readable = bytes
                var blanked: Set<String>?
                let scan = UnreadSource(bytes)
                if scan.maxNesting >= UnreadSource.swiftParserNestingLimit {
                    let cut = UnreadSource.swiftParserNestingLimit / 2
                    let flat = UnreadSource(bytes, flatteningBelow: cut)
                    readable = flat.flattened ?? bytes
                    blanked = flat.names
                    problems.add(SourceReader.unreadable(file, because: "its brackets nest \(scan.maxNesting) deep, past the \(UnreadSource.swiftParserNestingLimit) levels the Swift parser reads",
                                                         names: flat.names, part: "what lies deeper than \(cut) levels"), names: flat.names)
                }
                var parsed: FileDeclarations
                do {
                    let nodes = try sourceKit.structure(of: readable, name: file)
                    parsed = SwiftReader(bytes: readable, file: file).declarations(from: nodes)
                    (parsed.referencedNames, parsed.nilSafeNames) = IdentifierBytes.scanNames(in: bytes)
                    // The reader's own (`Self()` in a static member) are made without a nib.
                    let values = IdentifierBytes.valueNames(in: bytes)
                    parsed.valueNamesMadeOnlyWithANib = values.madeOnlyWithANib.subtracting(parsed.valueNames)
                    parsed.valueNames.formUnion(values.names)
                    parsed.swappedInClassNames = IdentifierBytes.swappedInClassNames(in: bytes)
                    let classNames = IdentifierBytes.classNameStrings(in: bytes)
                    parsed.identifierStrings = IdentifierBytes.identifierStrings(in: bytes).union(classNames)
                    parsed.storyboardKeyedStrings = IdentifierBytes.storyboardKeyedStrings(in: bytes)
                    parsed.constantOnlyStrings = IdentifierBytes.constantOnlyStrings(in: bytes, constants: parsed.stringConstants)
                        .filter { !classNames.contains($0.key) }
                    parsed.typeMemberReferences = IdentifierBytes.typeMemberReferences(in: bytes)
                    parsed.file = file
                } catch {
                    problems.add(SourceReader.unreadable(file, because: "SourceKit could not read it (\(error))", names: scan.names), names: scan.names)
                    return
                }
                // A file read in part is not cached: the warning must come again on every run.
                if blanked == nil { cache.store(state.content!, parsed) }
                selected.add(index, parsed, hit: false)
            }
            let round = selected.items
            let done = Set(round.map(\.index))
            pending.removeAll { done.contains($0) }
            var wanted: [String] = []
            for item in round {
                result.declarations.append(item.declarations)
                result.read += 1
                if item.hit { result.cacheHits += 1 }
                for type in item.declarations.types where type.kind == .classDeclaration { declared.insert(type.name) }
            }
            for item in round {
                // A file that reads a constant whose value is all its own file writes of a
                // string names the constant: it is read too, for its references.
                for constant in item.declarations.constantOnlyStrings.values.joined() {
                    guard constant.contains(".") else { continue }
                    let name = String(IdentifierBytes.memberName(ofConstant: constant))
                    if constantNames.insert(name).inserted, !needles.contains(name) { wanted.append(name) }
                }
                for type in item.declarations.types {
                    if let superclass = type.inheritedTypes.first, !declared.contains(superclass), !needles.contains(superclass) {
                        wanted.append(superclass)
                    }
                    let outlets = Set(type.properties.lazy.filter(\.isOutlet).map(\.name))
                    guard !outlets.isEmpty else { continue }
                    for call in type.calledMembers {
                        guard let dot = call.firstIndex(of: "."), outlets.contains(String(call[..<dot])) else { continue }
                        calledOnOutlets.insert(String(call[call.index(after: dot)...]))
                    }
                }
            }
            if wanted.isEmpty {
                guard !methodRoundDone, !calledOnOutlets.isEmpty else { break }
                methodRoundDone = true
                needles = IdentifierSet(calledOnOutlets)
                declaringOnly = calledOnOutlets
            } else {
                needles = IdentifierSet(wanted)
                declaringOnly = nil
            }
        }
        // A load in a static property's initializer runs only where code reads the property
        // (`Storyboards.favorite`), and a file may read it without naming anything the scan
        // selects: the files left unread are searched for static reads too, as plain text.
        if !pending.isEmpty, result.declarations.contains(where: { $0.literals.contains { $0.runsWhenPropertyIsRead != nil } }) {
            var reads = FileDeclarations()
            for index in pending {
                var state = states[index]
                guard state.bytes != nil || state.load(files[index], problems: problems), let bytes = state.bytes else { continue }
                reads.typeMemberReferences.formUnion(IdentifierBytes.typeMemberReferences(in: bytes))
            }
            result.declarations.append(reads)
        }
        result.problems = problems.lines
        result.unread = problems.names
        result.declarations.sort { ($0.types.first?.location.file ?? $0.literals.first?.location.file ?? "") < ($1.types.first?.location.file ?? $1.literals.first?.location.file ?? "") }
        return result
    }

    /// Whether a submodule `.gitmodules` lists (`path = Vendor/Lib`) is absent or empty beside it.
    static func hasMissingSubmodule(listedIn file: String, roots: [ProjectRoot]) -> Bool {
        guard let root = ProjectRoot.holding(file, in: roots), let data = try? root.read(file, maxSize: ProjectRoot.Limit.source) else { return false }
        let folder = (file as NSString).deletingLastPathComponent
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            // Only a folder inside the project is looked at: no absolute path, no `..`.
            guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty, !parts[1].hasPrefix("/"),
                  !parts[1].split(separator: "/").contains("..") else { continue }
            let submodule = folder.isEmpty ? parts[1] : folder + "/" + parts[1]
            guard FileSystem.kind(atPath: submodule, linked: nil) == .directory else {
                // Absent (not checked out), or a link or file in its place: not read as a submodule.
                if FileSystem.kind(atPath: submodule, linked: nil) == nil { return true }
                continue
            }
            if ProjectRoot.holding(submodule, in: roots) != nil, FileSystem.entries(of: submodule)?.isEmpty ?? false { return true }
        }
        return false
    }

    /// Whether a file read before declares a method with one of `names` as its Swift base name.
    static func declaresMethod(in declarations: FileDeclarations, named names: Set<String>) -> Bool {
        declarations.types.contains { type in type.methods.contains { method in names.contains { method.hasBaseName($0) } } }
    }

    /// Whether the bytes hold `func name` for one of `names`: a plain scan, so that a file that
    /// only calls the method is not parsed for it.
    static func declaresFunction(in bytes: [UInt8], named names: Set<String>) -> Bool {
        let keyword = Array("func".utf8)
        var index = 0
        while index + keyword.count < bytes.count {
            guard bytes[index] == keyword[0], bytes[index..<(index + keyword.count)].elementsEqual(keyword),
                  index == 0 || !IdentifierBytes.isPart(bytes[index - 1]) else { index += 1; continue }
            var start = index + keyword.count
            guard start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 else { index += 1; continue }
            while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            var end = start
            while end < bytes.count, IdentifierBytes.isPart(bytes[end]) { end += 1 }
            if end > start, names.contains(String(decoding: bytes[start..<end], as: UTF8.self)) { return true }
            index = end
        }
        return false
    }

    /// The default cache file: in `$XDG_CACHE_HOME/nibcheck/` (or `~/.cache/nibcheck/`), never in
    /// the project, whose files are untrusted; one file per set of searched paths.
    package static func defaultCacheFile(paths: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let folder = MachineKey.folder(environment: environment)
        let roots = paths.map(FileSystem.absolute).sorted().joined(separator: "\n")
        let hash = ContentHash(Array(roots.utf8))
        return folder.appendingPathComponent("sources-\(hash.hex.prefix(16)).cache")
    }
}

// MARK: Helpers shared by the worker threads

/// What is known of each Swift file across rounds: its content key, and its bytes once read
/// (a file whose stamp the cache knows may never be read).
private final class FileStates: Sendable {
    struct State {
        var content: ContentKey?
        var bytes: [UInt8]?
        /// The file could not be read: it was said once, and is not read again in a later round.
        var unreadable = false

        /// Reads the file and keys its bytes; false when it cannot be read. A key the stamp gave
        /// is replaced by the bytes' own, should the file have changed since.
        mutating func load(_ file: String, problems: Problems) -> Bool {
            guard !unreadable else { return false }
            let bytes: [UInt8]
            do {
                bytes = try SourceReader.readSource(file, swift: true)
            } catch {
                let names = SourceReader.namesOfUnreadable(file)
                problems.add(SourceReader.unreadable(file, error, names: names), names: names)
                unreadable = true
                return false
            }
            self.bytes = bytes
            content = ContentKey(language: .swift, hash: ContentHash(bytes))
            return true
        }
    }

    private let states: Locked<[State]>

    init(count: Int) {
        states = Locked(Array(repeating: State(), count: count))
    }

    subscript(index: Int) -> State {
        get { states.withLock { $0[index] } }
        set { states.withLock { $0[index] = newValue } }
    }
}

/// Lines saying what could not be read, gathered from every thread.
private final class Problems: Sendable {
    private let storage = Locked<[(line: String, names: Set<String>?)]>([])
    func add(_ line: String, names: Set<String>?) { storage.withLock { $0.append((line, names)) } }
    var lines: [String] { storage.withLock { $0.map(\.line).sorted() } }
    var names: [Set<String>?] { storage.withLock { $0.map(\.names) } }
}

/// The files the workers selected, gathered from every thread.
private final class Selection: Sendable {
    struct Item {
        var index: Int
        var declarations: FileDeclarations
        var hit: Bool
    }
    private let storage = Locked<[Item]>([])
    func add(_ index: Int, _ declarations: FileDeclarations, hit: Bool) {
        storage.withLock { $0.append(Item(index: index, declarations: declarations, hit: hit)) }
    }
    var items: [Item] { storage.withLock { $0.sorted { $0.index < $1.index } } }
}

/// A set of identifiers, looked for in a file's bytes in one pass: every identifier-shaped run of
/// bytes (comments and strings included, so the scan can only let too much through) is hashed
/// and looked up.
struct IdentifierSet: Sendable {
    private var byHash: [UInt64: [[UInt8]]] = [:]
    /// The set's identity for the cache's record of scan outcomes: a hash of its sorted words.
    let id: ContentHash

    init<S: Sequence>(_ words: S) where S.Element == String {
        var unique: Set<String> = []
        for word in words where !word.isEmpty && unique.insert(word).inserted {
            let bytes = Array(word.utf8)
            byHash[IdentifierSet.hash(bytes[...]), default: []].append(bytes)
        }
        id = ContentHash(Array(unique.sorted().joined(separator: "\n").utf8))
    }

    func contains(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        return byHash[IdentifierSet.hash(bytes[...])]?.contains(bytes) ?? false
    }

    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return hash
    }

    func matchesAny(in bytes: [UInt8]) -> Bool {
        guard !byHash.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                let startsIdentifier = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
                if !startsIdentifier {
                    index += 1
                    continue
                }
                let start = index
                var hash: UInt64 = 0xcbf29ce484222325
                while index < count {
                    let b = buffer[index]
                    guard (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || (b >= 0x30 && b <= 0x39) else { break }
                    hash = (hash ^ UInt64(b)) &* 0x100000001b3
                    index += 1
                }
                if let candidates = byHash[hash] {
                    for candidate in candidates where candidate.count == index - start {
                        if candidate.withUnsafeBufferPointer({ memcmp($0.baseAddress!, buffer.baseAddress! + start, index - start) == 0 }) {
                            return true
                        }
                    }
                }
            }
            return false
        }
    }
}

/// Which bytes make identifiers, in Objective-C and in Swift as the readers scan them (ASCII
/// letters, digits, `_`, `$`, and any byte of a multi-byte UTF-8 character).
enum IdentifierBytes {
    /// The file names of the headers a preprocessor line imports or includes in quotes:
    /// `#import "Views/PDSeparatorView.h"` gives `PDSeparatorView.h`.
    static func quotedImports(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            var index = lineStart
            while index < lineEnd, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            if index < lineEnd, bytes[index] == UInt8(ascii: "#") {
                index += 1
                while index < lineEnd, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                let word = index
                while index < lineEnd, isPart(bytes[index]) { index += 1 }
                let directive = bytes[word..<index]
                if directive.elementsEqual("import".utf8) || directive.elementsEqual("include".utf8) {
                    while index < lineEnd, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                    if index < lineEnd, bytes[index] == UInt8(ascii: "\""),
                       let close = bytes[(index + 1)..<lineEnd].firstIndex(of: UInt8(ascii: "\"")), close > index + 1 {
                        let path = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                        names.insert(path.split(separator: "/").last.map(String.init) ?? path)
                    }
                }
            }
            lineStart = lineEnd + 1
        }
        return names
    }

    /// The classes an Objective-C file declares forward (`@class FBLoginView, FBSession;`): a
    /// property typed with one compiles without the class's declaration, so it says nothing of
    /// where the class is declared. Comments and strings are not skipped: a stray `@class` in
    /// one only makes a class look forward-declared, which checks less, never more.
    static func forwardDeclaredClasses(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        let keyword = Array("@class".utf8)
        var index = 0
        while index + keyword.count < bytes.count {
            guard bytes[index] == UInt8(ascii: "@"), bytes[index..<(index + keyword.count)].elementsEqual(keyword),
                  !isPart(bytes[index + keyword.count]), index == 0 || !isPart(bytes[index - 1]) else {
                index += 1
                continue
            }
            index += keyword.count
            // Names separated by commas, up to the semicolon.
            while index < bytes.count, bytes[index] != UInt8(ascii: ";") {
                if isPart(bytes[index]) {
                    let start = index
                    while index < bytes.count, isPart(bytes[index]) { index += 1 }
                    names.insert(String(decoding: bytes[start..<index], as: UTF8.self))
                } else if bytes[index] == UInt8(ascii: ",") || bytes[index] == 0x20 || bytes[index] == 0x09
                            || bytes[index] == 0x0A || bytes[index] == 0x0D {
                    index += 1
                } else {
                    break
                }
            }
        }
        return names
    }

    /// The words by which code asks a storyboard for its initial view controller (see
    /// `LiteralUse.Kind.initialViewController`): UIKit's and AppKit's methods (Objective-C's
    /// `…WithCreator:` pieces too), Reusable's `StoryboardBased`, and R.swift's and SwiftGen's
    /// initial accessors, which count only as members (`.initialViewController`, `.initialScene`):
    /// bare, they are common names of other things (a page view controller's first page, a
    /// SpriteKit scene).
    static let initialControllerWords: [(word: [UInt8], asMember: Bool)] = [
        ("instantiateInitialViewController", false), ("instantiateInitialViewControllerWithCreator", false),
        ("instantiateInitialController", false), ("instantiateInitialControllerWithCreator", false),
        ("StoryboardBased", false), ("initialViewController", true), ("initialScene", true),
    ].map { (Array($0.0.utf8), $0.1) }

    /// The words of the app delegate's methods that opt into state restoration
    /// (`LiteralUse.Kind.stateRestoration`).
    static let stateRestorationWords: [(word: [UInt8], asMember: Bool)] =
        ["shouldRestoreApplicationState", "shouldRestoreSecureApplicationState"].map { (Array($0.utf8), false) }

    /// The words by which code may show a collection view's section headers or footers that
    /// its flow layout in the nib gives no size (`LiteralUse.Kind.sectionHeaderSize` and
    /// `.sectionFooterSize`): the delegate's size methods, the layout's size properties (and
    /// their Objective-C setters), and a layout the code lays out itself, makes compositional,
    /// or puts in the nib's place (`.collectionViewLayout`, read or set, as a member: bare, it is
    /// the flow layout delegate's parameter).
    static func supplementarySizeWords(_ kind: String) -> [(word: [UInt8], asMember: Bool)] {
        ["referenceSizeFor\(kind)InSection", "\(kind.lowercased())ReferenceSize", "set\(kind)ReferenceSize",
         "layoutAttributesForSupplementaryView", "layoutAttributesForSupplementaryViewOfKind", "setCollectionViewLayout",
         "UICollectionViewCompositionalLayout", "NSCollectionLayoutBoundarySupplementaryItem"]
            .map { (Array($0.utf8), false) } + [(Array("collectionViewLayout".utf8), true)]
    }

    /// The marks a file makes once (an initial controller asked for, state restoration opted
    /// into, section headers or footers that may be shown), each at the offset of the first of
    /// its words written as a whole word. Comments and strings count: a mention keeps what the
    /// mark guards checked, as before any was read.
    static func fileMarks(in bytes: [UInt8]) -> [(kind: LiteralUse.Kind, offset: Int)] {
        fileMarkWords.compactMap { kind, words in firstWholeWord(words, in: bytes).map { (kind, $0) } }
    }

    /// Each mark `fileMarks(in:)` looks for, with its words, made once: the scan's needles
    /// include them too.
    static let fileMarkWords: [(kind: LiteralUse.Kind, words: [(word: [UInt8], asMember: Bool)])] = [
        (.initialViewController, initialControllerWords), (.stateRestoration, stateRestorationWords),
        (.sectionHeaderSize, supplementarySizeWords("Header")), (.sectionFooterSize, supplementarySizeWords("Footer")),
    ]

    /// The offset of the first of `words` written as a whole word, and after a `.` where
    /// `asMember` says so; nil when `bytes` has none.
    private static func firstWholeWord(_ words: [(word: [UInt8], asMember: Bool)], in bytes: [UInt8]) -> Int? {
        var first: Int?
        for (word, asMember) in words {
            var index = 0
            while let found = bytes[index...].firstRange(of: word)?.lowerBound {
                index = found + word.count
                if found > 0, isPart(bytes[found - 1]) { continue }
                if asMember, found == 0 || bytes[found - 1] != UInt8(ascii: ".") { continue }
                if index < bytes.count, isPart(bytes[index]) { continue }
                first = min(first ?? found, found)
                break
            }
        }
        return first
    }

    /// Where the comment that starts at `index` ends, or nil when none starts there: a `//`
    /// comment at its line's newline (or the end), a `/* */` block just after its close, or at the
    /// end when left open. Swift's blocks nest (`nesting`); Objective-C's end at the first `*/`.
    static func endOfComment<Bytes: RandomAccessCollection<UInt8>>(at index: Int, in bytes: Bytes, nesting: Bool) -> Int?
        where Bytes.Index == Int {
        guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.endIndex else { return nil }
        var cursor = index
        if bytes[index + 1] == UInt8(ascii: "/") {
            while cursor < bytes.endIndex, bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
            return cursor
        }
        guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
        var depth = 0
        while cursor + 1 < bytes.endIndex {
            if bytes[cursor] == UInt8(ascii: "/"), bytes[cursor + 1] == UInt8(ascii: "*"), nesting || depth == 0 {
                depth += 1; cursor += 2; continue
            }
            if bytes[cursor] == UInt8(ascii: "*"), bytes[cursor + 1] == UInt8(ascii: "/") {
                depth -= 1; cursor += 2
                if depth == 0 { return cursor }
                continue
            }
            cursor += 1
        }
        return bytes.endIndex
    }

    static func isStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isPart(_ byte: UInt8) -> Bool {
        isStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// The capitalized names a file uses as a value, as a class is when code makes it: one
    /// followed by `(`, by `.self` or a call on it (`.init(`, `.instantiate()`, not a file's
    /// extension such as `BookViewController.xib`), by `alloc` or `new` in a message
    /// (`[BookViewController alloc]`), or receiving another class message that may make one
    /// (`[BookViewController storyboardVC]`, not `[BookViewController class]`). A plain scan, comments and strings included, so it errs
    /// towards "used"; a declaration (`class BookViewController:`) and a type annotation are not.
    /// `madeOnlyWithANib`: those the file uses only in constructions that name the view
    /// controller's nib (see `FileDeclarations.valueNamesMadeOnlyWithANib`).
    static func valueNames(in bytes: [UInt8]) -> (names: Set<String>, madeOnlyWithANib: Set<String>) {
        var names: Set<String> = []
        var namingANib: Set<String> = [], otherwise: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard isStart(bytes[index]), index == 0 || !isPart(bytes[index - 1]) else { index += 1; continue }
            let start = index
            while index < bytes.count, isPart(bytes[index]) { index += 1 }
            let first = bytes[start]
            // A class may start in lower case (WindMobile's `iPadStationInfoMapVC`): such a name
            // counts only as the receiver of `alloc` or `new` (`[iPadStationInfoMapVC alloc]`),
            // where nothing but a class can stand.
            let capitalized = first >= 0x41 && first <= 0x5A
            var before = start
            while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
            guard capitalized || (before > 0 && bytes[before - 1] == UInt8(ascii: "[")) else { continue }
            let word = bytes[start..<index]
            var next = index
            while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
            guard next < bytes.count else { continue }
            // `Name alloc`, `Name new`: the receiver of a message that makes one.
            let rest = bytes[next...]
            let makesOne = next > index && (rest.starts(with: "alloc".utf8) || rest.starts(with: "new".utf8))
                && rest.dropFirst(rest.starts(with: "alloc".utf8) ? 5 : 3).first.map { !isPart($0) } ?? true
            var isValue = false
            if !capitalized {
                isValue = makesOne
            } else if bytes[next] == UInt8(ascii: "(") {
                // Not an Objective-C class extension or category, `@interface Shelf ()` or
                // `@implementation Shelf (Sorting)`: it declares, it makes nothing
                // (JasperMobile's JMBaseCollectionViewController).
                isValue = !IdentifierBytes.followsObjectiveCDeclarationKeyword(start, in: bytes)
            } else if bytes[next] == UInt8(ascii: "."), next + 1 < bytes.count, isStart(bytes[next + 1]) {
                // `.self`, or a call (`.init(`, `.instantiate()`): a static value such as
                // `UIColor.red` makes nothing, and would only fill the cache.
                var end = next + 1
                while end < bytes.count, isPart(bytes[end]) { end += 1 }
                let member = bytes[(next + 1)..<end]
                var after = end
                while after < bytes.count, bytes[after] == 0x20 { after += 1 }
                isValue = member.elementsEqual("self".utf8) || (after < bytes.count && bytes[after] == UInt8(ascii: "("))
            } else if makesOne {
                isValue = true
            } else if before > 0, bytes[before - 1] == UInt8(ascii: "["), next > index, isStart(bytes[next]) {
                // The receiver of another class message, which may make one (`[CarFinishedVC
                // storyboardVC]`), but not of one that only asks about the class.
                var end = next
                while end < bytes.count, isPart(bytes[end]) { end += 1 }
                let selector = bytes[next..<end]
                isValue = !IdentifierBytes.introspectionSelectors.contains { selector.elementsEqual($0.utf8) }
            }
            if isValue {
                let name = String(decoding: word, as: UTF8.self)
                names.insert(name)
                let namesANib = capitalized && bytes[next] == UInt8(ascii: "(") ? namesANib(afterArgumentsOpenAt: next, in: bytes)
                    : makesOne && rest.starts(with: "alloc".utf8) ? namesANib(afterAllocAt: next + 5, in: bytes) : false
                if namesANib { namingANib.insert(name) } else { otherwise.insert(name) }
            }
        }
        return (names, namingANib.subtracting(otherwise))
    }

    /// Whether the arguments opened at `open` name a view controller's nib: `nibName:` or
    /// R.swift's `nib:` with a name that cannot be nil (`Shelf(nibName: "Books", bundle: nil)`,
    /// `Shelf(nib: R.nib.books)`, see `namesANib(at:in:)`).
    private static func namesANib(afterArgumentsOpenAt open: Int, in bytes: [UInt8]) -> Bool {
        var cursor = skipSpace(from: open + 1, in: bytes)
        for label in ["nibName", "nib"] where bytes[cursor...].starts(with: label.utf8) {
            cursor = skipSpace(from: cursor + label.utf8.count, in: bytes)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return false }
            return namesANib(at: skipSpace(from: cursor + 1, in: bytes), in: bytes)
        }
        return false
    }

    /// Whether `[Name alloc]`, whose `alloc` ends at `end`, is sent `initWithNibName:` with a
    /// name that cannot be nil (`[[Shelf alloc] initWithNibName:@"Books" bundle:nil]`).
    private static func namesANib(afterAllocAt end: Int, in bytes: [UInt8]) -> Bool {
        var cursor = skipSpace(from: end, in: bytes)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "]") else { return false }
        cursor = skipSpace(from: cursor + 1, in: bytes)
        guard bytes[cursor...].starts(with: "initWithNibName".utf8) else { return false }
        cursor = skipSpace(from: cursor + "initWithNibName".utf8.count, in: bytes)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return false }
        return namesANib(at: skipSpace(from: cursor + 1, in: bytes), in: bytes)
    }

    /// Whether `text` names a nib load or a view controller's nib (`loadNibNamed`, `UINib`,
    /// `nibWithNibName`, `nibName`, `nibBundle`), as a word.
    static func mentionsANibLoad(_ text: ArraySlice<UInt8>) -> Bool {
        for word in ["loadNibNamed", "UINib", "nibWithNibName", "nibName", "nibBundle"] {
            var from = text.startIndex
            while let found = text[from...].firstRange(of: Array(word.utf8)) {
                let before = found.lowerBound, after = found.upperBound
                if (before == text.startIndex || !isPart(text[before - 1])) && (after == text.endIndex || !isPart(text[after])) { return true }
                from = found.upperBound
            }
        }
        return false
    }

    /// The first index from `start` that is no blank or line break.
    static func skipSpace(from start: Int, in bytes: [UInt8]) -> Int {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor += 1 }
        return cursor
    }

    /// Whether the argument at `index` is a nib name that cannot be nil: a string literal
    /// (`"Books"`, `@"Books"`), R.swift's `R.nib.…`, or a type's constant (`Nibs.books`,
    /// capitalized). A variable or parameter (`nibNameOrNil`) may be nil, and `nil`, `Nil` and
    /// `NULL` are: the view controller then looks up its default nib.
    private static func namesANib(at index: Int, in bytes: [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "\"") || bytes[index...].starts(with: "@\"".utf8) || bytes[index...].starts(with: "R.nib.".utf8) { return true }
        for word in ["Nil", "NULL"] where bytes[index...].starts(with: word.utf8) {
            let after = index + word.utf8.count
            if after == bytes.count || !isPart(bytes[after]) { return false }
        }
        return bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z")
    }

    /// Class messages that ask about a class without making one of it (`[BookCell class]`).
    static let introspectionSelectors = ["class", "self", "superclass", "description", "respondsToSelector", "instancesRespondToSelector",
                                         "isSubclassOfClass", "conformsToProtocol", "instanceMethodForSelector", "methodForSelector"]

    /// Whether the word at `start` follows `@interface` or `@implementation` (and blanks, line
    /// breaks included).
    static func followsObjectiveCDeclarationKeyword(_ start: Int, in bytes: [UInt8]) -> Bool {
        var end = start
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        guard end < start else { return false }
        var keyword = end
        while keyword > 0, isPart(bytes[keyword - 1]) { keyword -= 1 }
        guard keyword > 0, bytes[keyword - 1] == UInt8(ascii: "@") else { return false }
        let word = bytes[keyword..<end]
        return word.elementsEqual("interface".utf8) || word.elementsEqual("implementation".utf8)
    }

    /// The string literals a file writes (`"Wallet"`, `@"Wallet"`) whose text could be an
    /// identifier: letters, digits, `_`, `.` and `-`, starting with a letter or `_`, at most 100
    /// bytes, on one line, with no escape or interpolation. A plain scan; comments are skipped:
    /// a storyboard name in a commented-out load (starrtc's `// [UIStoryboard
    /// storyboardWithName:@"VideoSettings" …]`) loads nothing.
    static func identifierStrings(in bytes: [UInt8]) -> Set<String> {
        Set(identifierStringCounts(in: bytes).keys)
    }

    /// The identifier-like strings (`identifierStrings(in:)`) a file writes as the value of a
    /// key or label that names a storyboard: a dictionary entry whose key ends in `storyboard` or
    /// `storyboardName` (`"storyboardName": "Buttons"`, `@"storyboardName" : @"Buttons"`), or an
    /// argument so labelled (`storyboard: "Buttons"`, `loadWithStoryboardName:@"Buttons"`), in
    /// any case. Whatever takes such a value loads a storyboard by it, though nibcheck may not
    /// read that code (material-components-ios's catalog, driven by a dependency, loads each
    /// example's storyboard by the `"storyboardName"` its metadata writes). Comments are skipped.
    static func storyboardKeyedStrings(in bytes: [UInt8]) -> Set<String> {
        var strings: Set<String> = []
        forEachIdentifierString(in: bytes) { quote, text in
            let isStoryboardKey = { (key: String) in key.hasSuffix("storyboard") || key.hasSuffix("storyboardname") }
            if let key = keyOrLabel(before: quote, in: bytes), isStoryboardKey(key) {
                strings.insert(text)
            } else if let label = ternaryLabel(before: quote, in: bytes), isStoryboardKey(label) {
                strings.insert(text)
            }
        }
        return strings
    }

    /// For a string literal that is a branch of a choice given as a key's or label's value
    /// (`storyboard: isPad ? "Large" : "Small"`), that key or label, lowercased; nil elsewhere.
    /// The condition is walked back over names, members, calls and comparisons to the `:`
    /// before it, on its line; an assignment (`let board = isPad ? …`) or a comma ends the walk.
    private static func ternaryLabel(before quote: Int, in bytes: [UInt8]) -> String? {
        func skipBack(_ from: Int) -> Int { lastNonBlank(atOrBefore: from, in: bytes, acrossLines: false) }
        var at = quote - 1
        if at >= 0, bytes[at] == UInt8(ascii: "@") { at -= 1 }
        at = skipBack(at)
        guard at >= 0 else { return nil }
        if bytes[at] == UInt8(ascii: ":") {
            // The second branch: the first is a string literal just before, after the `?`.
            at = skipBack(at - 1)
            guard at >= 0, bytes[at] == 0x22 else { return nil }
            at -= 1
            while at >= 0, bytes[at] != 0x22, bytes[at] != 0x0A { at -= 1 }
            guard at >= 0, bytes[at] == 0x22 else { return nil }
            at -= 1
            if at >= 0, bytes[at] == UInt8(ascii: "@") { at -= 1 }
            at = skipBack(at)
            guard at >= 0 else { return nil }
        }
        guard bytes[at] == UInt8(ascii: "?") else { return nil }
        at -= 1
        while at >= 0 {
            let byte = bytes[at]
            if byte == UInt8(ascii: ":") { return key(beforeColonAt: at, in: bytes) }
            if byte == UInt8(ascii: "=") {
                // Part of `==`, `!=`, `<=` or `>=`: a comparison; alone, an assignment.
                let before = at > 0 ? bytes[at - 1] : 0, after = at + 1 < bytes.count ? bytes[at + 1] : 0
                guard before == UInt8(ascii: "=") || before == UInt8(ascii: "!") || before == UInt8(ascii: "<")
                        || before == UInt8(ascii: ">") || after == UInt8(ascii: "=") else { return nil }
            } else if !(isPart(byte) || byte == 0x20 || byte == 0x09 || conditionPunctuation.contains(byte)) {
                return nil
            }
            at -= 1
        }
        return nil
    }

    /// What a choice's condition may hold besides names and blanks: members, negations,
    /// comparisons, calls and subscripts, optional chaining.
    private static let conditionPunctuation = Set(".!<>&|()[]?".utf8)

    /// The last index at or before `index` that is no blank (nor line break, `acrossLines`);
    /// -1 when there is none.
    static func lastNonBlank(atOrBefore index: Int, in bytes: [UInt8], acrossLines: Bool) -> Int {
        var at = index
        while at >= 0, bytes[at] == 0x20 || bytes[at] == 0x09 || acrossLines && (bytes[at] == 0x0A || bytes[at] == 0x0D) { at -= 1 }
        return at
    }

    /// The key or label, lowercased, that the string literal opening at `quote` is the value
    /// of: the string literal or the name just before a `:` before it (an Objective-C `@` and
    /// blanks, line breaks included, between); nil when no `:` comes first, or when that `:`
    /// ends a `//` comment on an earlier line (`"Home", // first storyboard:` before the value).
    private static func keyOrLabel(before quote: Int, in bytes: [UInt8]) -> String? {
        var at = quote - 1
        if at >= 0, bytes[at] == UInt8(ascii: "@") { at -= 1 }
        at = lastNonBlank(atOrBefore: at, in: bytes, acrossLines: true)
        guard at >= 0, bytes[at] == UInt8(ascii: ":") else { return nil }
        return key(beforeColonAt: at, in: bytes)
    }

    /// The key or label, lowercased, that ends just before the `:` at `colon`: a string literal
    /// (`"storyboardName":`, `@"storyboardName":`) or a name (`storyboard:`), blanks and line
    /// breaks between; nil for anything else, or when that `:` ends a `//` comment.
    private static func key(beforeColonAt colon: Int, in bytes: [UInt8]) -> String? {
        guard !isInLineComment(colon, in: bytes) else { return nil }
        let at = lastNonBlank(atOrBefore: colon - 1, in: bytes, acrossLines: true)
        guard at >= 0 else { return nil }
        if bytes[at] == 0x22 {
            var start = at - 1
            while start >= 0, bytes[start] != 0x22, bytes[start] != 0x0A { start -= 1 }
            guard start >= 0, bytes[start] == 0x22 else { return nil }
            return String(decoding: bytes[(start + 1)..<at], as: UTF8.self).lowercased()
        }
        var start = at
        while start >= 0, isPart(bytes[start]) { start -= 1 }
        guard start < at else { return nil }
        return String(decoding: bytes[(start + 1)...at], as: UTF8.self).lowercased()
    }

    /// Whether the byte at `index` lies in a `//` comment: one starts before it on its line,
    /// outside a string literal.
    private static func isInLineComment(_ index: Int, in bytes: [UInt8]) -> Bool {
        var start = index
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var inString = false
        var at = start
        while at < index {
            if bytes[at] == 0x22, at == start || bytes[at - 1] != UInt8(ascii: "\\") { inString.toggle() }
            if !inString, bytes[at] == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "/") { return true }
            at += 1
        }
        return false
    }

    /// The identifier-like strings (`identifierStrings(in:)`), each with how many times the file
    /// writes it.
    static func identifierStringCounts(in bytes: [UInt8]) -> [String: Int] {
        var strings: [String: Int] = [:]
        forEachIdentifierString(in: bytes) { _, text in strings[text, default: 0] += 1 }
        return strings
    }

    /// Calls `body` with each identifier-like string literal's opening quote and text, in order
    /// (what `identifierStrings(in:)` collects).
    private static func forEachIdentifierString(in bytes: [UInt8], _ body: (_ quote: Int, _ text: String) -> Void) {
        var index = 0
        while index < bytes.count {
            if let end = endOfComment(at: index, in: bytes, nesting: false) {
                index = end
                continue
            }
            guard bytes[index] == 0x22 else { index += 1; continue }
            var end = index + 1
            var fits = end < bytes.count && isStart(bytes[end])
            while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x0A {
                let byte = bytes[end]
                if !(isPart(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")) { fits = false }
                end += 1
            }
            guard end < bytes.count, bytes[end] == 0x22 else { index = end; continue }
            if fits, end - index - 1 <= 100 { body(index, String(decoding: bytes[(index + 1)..<end], as: UTF8.self)) }
            index = end + 1
        }
    }

    /// The class names a file turns into strings: `String(describing: BookCell.self)`,
    /// `"\(BookCell.self)"`, `NSStringFromClass(BookCell.self)` or `NSStringFromClass([BookCell
    /// class])`. The code writes them as surely as a literal, and a name it computes may be one
    /// (a floating panel sample's use cases ask the storyboard for `String(describing:
    /// ImageViewController.self)`). Comments are skipped.
    /// The strings a file writes: its identifier-like literals and the class names it turns into
    /// strings (what `FileDeclarations.identifierStrings` holds).
    static func writtenStrings(in bytes: [UInt8]) -> Set<String> {
        identifierStrings(in: bytes).union(classNameStrings(in: bytes))
    }

    static func classNameStrings(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        let openings = [Array("String(describing:".utf8), Array("NSStringFromClass(".utf8), Array("\"\\(".utf8)]
        var index = 0
        while index < bytes.count {
            if let end = endOfComment(at: index, in: bytes, nesting: false) {
                index = end
                continue
            }
            guard let opening = openings.first(where: { bytes[index...].starts(with: $0) }),
                  opening[0] == 0x22 || index == 0 || !isPart(bytes[index - 1]) else { index += 1; continue }
            index += opening.count
            var cursor = skipBlanks(from: index, in: bytes)
            let bracketed = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "[")
            if bracketed { cursor = skipBlanks(from: cursor + 1, in: bytes) }
            let start = cursor
            guard cursor < bytes.count, isStart(bytes[cursor]) else { continue }
            while cursor < bytes.count, isPart(bytes[cursor]) { cursor += 1 }
            let name = bytes[start..<cursor]
            var rest = bytes[skipBlanks(from: cursor, in: bytes)...]
            if bracketed {
                guard rest.starts(with: "class".utf8) else { continue }
                rest = bytes[skipBlanks(from: rest.startIndex + 5, in: bytes)...]
                guard rest.first == UInt8(ascii: "]") else { continue }
                rest = bytes[skipBlanks(from: rest.startIndex + 1, in: bytes)...]
            } else if rest.starts(with: ".self".utf8) {
                rest = bytes[skipBlanks(from: rest.startIndex + 5, in: bytes)...]
            } else if opening[0] == 0x22 {
                // `"\(name)Cell"` interpolates a value, not a class's name.
                continue
            }
            guard rest.first == UInt8(ascii: ")"), !name.elementsEqual("self".utf8), !name.elementsEqual("type".utf8) else { continue }
            names.insert(String(decoding: name, as: UTF8.self))
        }
        return names
    }

    /// The first byte at or after `index` that is not a space or a tab.
    private static func skipBlanks(from index: Int, in bytes: [UInt8]) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    /// The classes a file gives existing objects with `object_setClass(object, Name.self)` (Swift)
    /// or `object_setClass(object, [Name class])` (Objective-C): the class argument of each call.
    static func swappedInClassNames(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        let call = Array("object_setClass".utf8)
        var index = 0
        while index + call.count < bytes.count {
            guard bytes[index] == call[0], bytes[index..<(index + call.count)].elementsEqual(call),
                  index == 0 || !isPart(bytes[index - 1]) else { index += 1; continue }
            index += call.count
            // The second argument: after the first top-level comma, up to the closing parenthesis.
            var depth = 0, comma: Int?, end = index
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0, byte == UInt8(ascii: ")") { break }
                }
                if byte == UInt8(ascii: ","), depth == 1, comma == nil { comma = end }
                if byte == 0x0A, depth == 0 { break }
                end += 1
            }
            guard let comma, comma < end else { continue }
            // Its first identifier is the class: `Show.self`, `[Show class]`, `cond ? A.self : B.self`
            // (every `X.self` and `[X class]` in it counts).
            var cursor = comma + 1
            while cursor < end {
                guard isStart(bytes[cursor]), !isPart(bytes[cursor - 1]) else { cursor += 1; continue }
                let start = cursor
                while cursor < end, isPart(bytes[cursor]) { cursor += 1 }
                let word = String(decoding: bytes[start..<cursor], as: UTF8.self)
                let rest = bytes[cursor..<end]
                let isSelf = rest.starts(with: ".self".utf8)
                let isClassMessage = start > 0 && bytes[start - 1] == UInt8(ascii: "[") && rest.drop { $0 == 0x20 }.starts(with: "class".utf8)
                if (isSelf || isClassMessage), let first = word.utf8.first, first >= 0x41 && first <= 0x5A { names.insert(word) }
            }
            index = end
        }
        return names
    }

    /// The names a file uses besides declaring them: the identifiers it writes twice or more (a
    /// property declared and used in its own file) or after a `.` (`cell.titleLabel` in another
    /// file). A plain scan, strings included (a key-value coding key, an interpolation), so it
    /// errs towards "used"; comments are no use (xdripswift's `/// outlet for topLabel` above
    /// an outlet nothing connects or reads). Only names that start with a lower-case letter or
    /// `_`, as properties do (types and keywords make up much of a file, and kept, they slowed a
    /// warm run by half).
    static func referencedNames(in bytes: [UInt8]) -> Set<String> {
        scanNames(in: bytes).referenced
    }

    /// The file's referenced names (see `referencedNames(in:)`) and, of those, the names it
    /// treats as possibly nil: names it only ever reads through optional chaining
    /// (`actionTypeLabel?.text = …`, what Xcode's File Provider UI template writes), and names
    /// it uses only on lines that compare them with nil (`if button2 != nil { button2… }`,
    /// sphinx's swipable cell, whose subclasses' nibs connect two of its three buttons). Such
    /// code is written for a nil implicitly unwrapped outlet; one use on a line without the
    /// check unwraps it unguarded; an optional binding of the name alone (`if let label =
    /// detailDescriptionLabel {`) counts as such a check. Occurrences followed by `:` (the
    /// declaration, an argument label) count neither way.
    static func scanNames(in bytes: [UInt8]) -> (referenced: Set<String>, nilSafe: Set<String>) {
        var seen: Set<ArraySlice<UInt8>> = []
        var names: Set<String> = []
        var chained: Set<ArraySlice<UInt8>> = [], unwrapped: Set<ArraySlice<UInt8>> = []
        // The lines each name is used on without `?`, and those where it is compared with nil.
        var unwrappedLines: [ArraySlice<UInt8>: Set<Int>] = [:], comparedLines: [ArraySlice<UInt8>: Set<Int>] = [:]
        var line = 1, lineCursor = 0
        var index = 0
        // Inside a string literal, `//` starts no comment (`"https://…"`); each unescaped quote
        // toggles, which pairs a multi-line literal's three quotes too.
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), inString { index += 2; continue }
            if byte == UInt8(ascii: "\"") { inString.toggle(); index += 1; continue }
            if byte == UInt8(ascii: "\n") { inString = false }
            if !inString, let end = endOfComment(at: index, in: bytes, nesting: true) {
                index = end
                continue
            }
            guard isStart(byte), index == 0 || !isPart(bytes[index - 1]) else { index += 1; continue }
            let start = index
            while index < bytes.count, isPart(bytes[index]) { index += 1 }
            let first = bytes[start]
            guard (first >= 0x61 && first <= 0x7A) || first == 0x5F, index - start > 1 else { continue }
            let word = bytes[start..<index]
            if (start > 0 && bytes[start - 1] == 0x2E) || !seen.insert(word).inserted {
                names.insert(String(decoding: word, as: UTF8.self))
            }
            let next = index < bytes.count ? bytes[index] : 0
            guard next != UInt8(ascii: "?") else { chained.insert(word); continue }
            guard next != UInt8(ascii: ":") else { continue }
            unwrapped.insert(word)
            while lineCursor < start { if bytes[lineCursor] == 0x0A { line += 1 }; lineCursor += 1 }
            unwrappedLines[word, default: []].insert(line)
            if isComparedWithNil(bytes, wordStart: start, wordEnd: index) || isBoundIfNotNil(bytes, wordStart: start, wordEnd: index) {
                comparedLines[word, default: []].insert(line)
            }
        }
        var nilSafe = chained.subtracting(unwrapped)
        for (word, lines) in comparedLines where unwrappedLines[word]?.isSubset(of: lines) ?? true { nilSafe.insert(word) }
        return (names, Set(nilSafe.map { String(decoding: $0, as: UTF8.self) }).intersection(names))
    }

    /// Whether the word at `wordStart..<wordEnd` is the whole value of an optional binding, which
    /// never unwraps it when nil: `if let label = detailDescriptionLabel {` (Xcode's master-detail
    /// template, `self.` before the name too), `guard var x = word else`, `if let word,`; not
    /// `if let text = word.text`, which unwraps it to read the member, on that line or the next.
    /// Only the binding's own line counts: a shorthand binding's name used on later lines is the
    /// local, but counts as a use of the outlet there.
    private static func isBoundIfNotNil(_ bytes: [UInt8], wordStart: Int, wordEnd: Int) -> Bool {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        // After: the condition ends (`{`, `,`, `else`, the line, unless the next line goes on
        // with a member: `if let text = word\n    .text {`).
        var cursor = wordEnd
        while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
        if cursor < bytes.count, bytes[cursor] == 0x0A || bytes[cursor] == 0x0D {
            var next = cursor
            while next < bytes.count, isBlank(bytes[next]) || bytes[next] == 0x0A || bytes[next] == 0x0D { next += 1 }
            if next < bytes.count, bytes[next] == UInt8(ascii: ".") || bytes[next] == UInt8(ascii: "?") { return false }
        }
        guard cursor == bytes.count || [UInt8(ascii: "{"), UInt8(ascii: ","), 0x0A, 0x0D].contains(bytes[cursor])
                || (bytes[cursor...].starts(with: "else".utf8) && (cursor + 4 == bytes.count || !isPart(bytes[cursor + 4]))) else { return false }
        // The word ending just before `end` (blanks skipped), and where it starts.
        func word(before end: Int) -> (text: ArraySlice<UInt8>, start: Int)? {
            var last = end - 1
            while last >= 0, isBlank(bytes[last]) { last -= 1 }
            guard last >= 0, isPart(bytes[last]) else { return nil }
            var first = last
            while first > 0, isPart(bytes[first - 1]) { first -= 1 }
            return (bytes[first...last], first)
        }
        // Before: `let name =` (one `=`), or the shorthand `let word` itself; `self.` first.
        var start = wordStart
        if start >= 5, bytes[start - 1] == UInt8(ascii: "."), bytes[(start - 5)..<(start - 1)].elementsEqual("self".utf8),
           start == 5 || !isPart(bytes[start - 6]) {
            start -= 5
        }
        var keywordEnd = start
        cursor = start - 1
        while cursor >= 0, isBlank(bytes[cursor]) { cursor -= 1 }
        if cursor >= 1, bytes[cursor] == UInt8(ascii: "="), !"=!<>".utf8.contains(bytes[cursor - 1]) {
            guard let name = word(before: cursor) else { return false }
            keywordEnd = name.start
        }
        guard let keyword = word(before: keywordEnd), keyword.text.elementsEqual("let".utf8) || keyword.text.elementsEqual("var".utf8) else { return false }
        // The binding opens a condition: `if`, `guard`, `while`, or follows another's `,`.
        var before = keyword.start - 1
        while before >= 0, isBlank(bytes[before]) { before -= 1 }
        if before >= 0, bytes[before] == UInt8(ascii: ",") { return true }
        guard let opener = word(before: keyword.start) else { return false }
        return opener.text.elementsEqual("if".utf8) || opener.text.elementsEqual("guard".utf8) || opener.text.elementsEqual("while".utf8)
    }

    /// Whether the word at `wordStart..<wordEnd` is one side of `== nil` or `!= nil`, written
    /// either way round.
    private static func isComparedWithNil(_ bytes: [UInt8], wordStart: Int, wordEnd: Int) -> Bool {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        func isEquality(_ first: UInt8, _ second: UInt8) -> Bool {
            (first == UInt8(ascii: "=") || first == UInt8(ascii: "!")) && second == UInt8(ascii: "=")
        }
        // After: `word != nil`.
        var cursor = wordEnd
        while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
        if cursor + 2 < bytes.count, isEquality(bytes[cursor], bytes[cursor + 1]), bytes[cursor + 2] != UInt8(ascii: "=") {
            cursor += 2
            while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
            if bytes[cursor...].starts(with: "nil".utf8), cursor + 3 == bytes.count || !isPart(bytes[cursor + 3]) { return true }
        }
        // Before: `nil != word`, `nil != self.word` (not `self` itself there: what is compared
        // is the member).
        guard wordEnd >= bytes.count || bytes[wordEnd] != UInt8(ascii: ".") else { return false }
        cursor = wordStart - 1
        if cursor >= 4, bytes[cursor] == UInt8(ascii: "."), bytes[(cursor - 4)..<cursor].elementsEqual("self".utf8),
           cursor == 4 || !isPart(bytes[cursor - 5]) {
            cursor -= 5
        }
        while cursor >= 0, isBlank(bytes[cursor]) { cursor -= 1 }
        guard cursor >= 4, isEquality(bytes[cursor - 1], bytes[cursor]) else { return false }
        cursor -= 2
        while cursor >= 0, isBlank(bytes[cursor]) { cursor -= 1 }
        return cursor >= 2 && bytes[(cursor - 2)...cursor].elementsEqual("nil".utf8) && (cursor == 2 || !isPart(bytes[cursor - 3]))
    }
}
