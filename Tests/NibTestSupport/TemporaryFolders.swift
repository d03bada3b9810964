import Foundation

/// Folders that a suite's fixtures share for the whole test run. Each is made inside one folder
/// of the test process's own (`nibkit-tests-PID` in the temporary directory), which is removed
/// when the process exits. A process that traps (an exit test's child) runs no exit handler, so
/// the first use in a process also removes the folders of processes no longer running: a run
/// leaves nothing behind that the next one keeps.
public enum TemporaryFolders {
    /// The folder `name` inside the process's folder, made if it is not there yet.
    public static func shared(_ name: String) -> URL {
        _ = removedAtExit
        let folder = root.appendingPathComponent(name, isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static var root: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-tests-\(getpid())", isDirectory: true)
    }

    /// Registers the removal once. `atexit` takes a C function, which captures nothing: it finds
    /// the folder again from the process id.
    private static let removedAtExit: Void = {
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix("nibkit-tests-") {
            guard let pid = pid_t(name.dropFirst("nibkit-tests-".count)), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        atexit {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-tests-\(getpid())")
            try? FileManager.default.removeItem(at: folder)
        }
    }()
}
