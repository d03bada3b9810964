import Foundation
import NibTestSupport
import Testing

/// `nibcheck diff --git` runs nothing the tree under review names. A pull request can commit plain
/// files that make a subfolder look like a bare repository, with a `config` whose partial-clone
/// remote git would fetch from lazily through `core.sshCommand`; CI running nibcheck from that
/// subfolder (a monorepo's working directory) must not run it.
@Suite(.enabled(if: Fixtures.which("git") != nil, "git is not installed"))
struct GitCommandTests {
    /// A checkout with two commits of `App/View.xib` (a font changed) and, committed on top, the
    /// planted repository in `App/` whose ssh command creates `canary`.
    struct Checkout {
        let project: HostileProject
        let base: String
        let head: String
        var canary: String { project.path("canary") }
        var app: URL { project.root.appendingPathComponent("repo/App") }

        init(_ name: String) throws {
            project = try HostileProject(name)
            let repo = project.root.appendingPathComponent("repo")
            try project.mkdir("repo")
            func git(_ arguments: String) throws -> String {
                let run = try Nibcheck.runShell("git " + arguments, in: repo)
                guard run.status == 0 else { throw CheckoutError(message: "git \(arguments): \(run.error)") }
                return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            _ = try git("init -q -b main .")
            _ = try git("config user.email test@example.com")
            _ = try git("config user.name Test")
            let cell = try HostileProject.bookCell()
            try project.write("repo/App/View.xib", cell)
            _ = try git("add . && git commit -q -m one")
            try project.write("repo/App/View.xib", cell.replacingOccurrences(of: #"pointSize="14""#, with: #"pointSize="15""#))
            _ = try git("commit -q -am two")
            base = try git("rev-parse HEAD~1")
            head = try git("rev-parse HEAD")
            // The planted bare repository: plain files a commit can carry.
            try project.write("repo/App/HEAD", "ref: refs/heads/main\n")
            try project.write("repo/App/refs/heads/.keep", "")
            try project.write("repo/App/objects/.keep", "")
            try project.write("repo/App/config", """
                [core]
                \trepositoryformatversion = 1
                \tbare = false
                \tworktree = ..
                \tsshCommand = "touch '\(project.path("canary"))';"
                [extensions]
                \tpartialClone = origin
                [remote "origin"]
                \turl = ssh://attacker.invalid/x
                \tpromisor = true
                \tfetch = +refs/heads/*:refs/remotes/origin/*

                """)
            _ = try git("add App && git commit -q -m plant")
        }
    }

    struct CheckoutError: Error { var message: String }

    /// The control: plain git, run where CI would run nibcheck, obeys the planted config.
    @Test func plainGitFromThePlantedFolderRunsItsCommand() throws {
        let checkout = try Checkout("git-control")
        defer { checkout.project.remove() }
        _ = try Nibcheck.runShell("git diff --name-status \(checkout.base) \(checkout.head)", in: checkout.app)
        #expect(FileManager.default.fileExists(atPath: checkout.canary), "the planted repository no longer works on this git: the case below proves nothing")
    }

    @Test func diffGitFromThePlantedFolderRunsNothingAndDiffsTheCheckout() throws {
        let checkout = try Checkout("git-planted")
        defer { checkout.project.remove() }
        let run = try Nibcheck.run(["diff", "--git", checkout.base, checkout.head], in: checkout.app, timeout: stallBound)
        #expect(!FileManager.default.fileExists(atPath: checkout.canary), "nibcheck let git run the tree's command")
        #expect(run.endedNormally && run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.contains("App/View.xib:") && run.output.contains("font system 14 → system 15"), "\(run.output)")
    }

    /// A `.git` folder below the checkout's top is not the checkout under review: refused, by name.
    @Test func aRepositoryBelowTheCheckoutsTopIsRefused() throws {
        let checkout = try Checkout("git-nested")
        defer { checkout.project.remove() }
        let inner = checkout.project.root.appendingPathComponent("repo/App/inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        _ = try Nibcheck.runShell("git init -q .", in: inner)
        let run = try Nibcheck.run(["diff", "--git", checkout.base, checkout.head], in: inner, timeout: stallBound)
        #expect(run.endedNormally && run.status == 2)
        #expect(run.error.contains("lies inside the checkout"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: checkout.canary))
    }

    /// A nib whose name is not UTF-8 is diffed under its escaped name, and the others still are.
    @Test func aNibWithANonUTF8NameIsDiffedToo() throws {
        let checkout = try Checkout("git-raw-name")
        defer { checkout.project.remove() }
        let repo = checkout.project.root.appendingPathComponent("repo")
        let cell = try HostileProject.bookCell()
        let script = """
            printf '%s' "$CELL" > "$(printf 'App/Caf\\351.xib')" && git add -A && git commit -q -m raw && \
            printf '%s' "$CELL" | sed 's/pointSize="14"/pointSize="16"/' > "$(printf 'App/Caf\\351.xib')" && git commit -q -am edit
            """
        let setup = try Nibcheck.runShell(script, in: repo, environment: ["CELL": cell])
        try #require(setup.status == 0, "\(setup.error)")
        let run = try Nibcheck.run(["diff", "--git", checkout.base, "HEAD"], in: repo, timeout: stallBound)
        #expect(run.endedNormally && run.status == 1, "\(run.error)")
        #expect(run.output.contains(#"App/Caf\xE9.xib:"#) && run.output.contains("App/View.xib:"), "\(run.output)")
        let edit = try Nibcheck.run(["diff", "--git", "HEAD~1", "HEAD"], in: repo, timeout: stallBound)
        #expect(edit.output.contains(#"App/Caf\xE9.xib:"#) && edit.output.contains("font system 14 → system 16"), "\(edit.output)")
    }
}

/// `diff --git --format github` writes a pull-request comment: a nib's path and text go in code
/// spans, one line each, so they cannot make a heading, a mention, a link or a workflow command.
@Suite(.enabled(if: Fixtures.which("git") != nil, "git is not installed"))
struct GitHubSummaryTests {
    @Test func aNibsNameCannotForgeMarkdown() throws {
        let checkout = try GitCommandTests.Checkout("git-markdown")
        defer { checkout.project.remove() }
        let repo = checkout.project.root.appendingPathComponent("repo")
        let cell = try HostileProject.bookCell()
        let name = "App/x\n# Approved\n@everyone [link](javascript:alert) `code`.xib"
        let setup = try Nibcheck.runShell("printf '%s' \"$CELL\" > \"$NAME\" && git add -A && git commit -q -m forged",
                                          in: repo, environment: ["CELL": cell, "NAME": name])
        try #require(setup.status == 0, "\(setup.error)")
        let run = try Nibcheck.run(["diff", "--git", checkout.head, "HEAD", "--format", "github"], in: repo, timeout: stallBound)
        #expect(run.endedNormally && run.status == 1, "\(run.error)")
        #expect(run.output.contains("Approved"), "the forged name is not in the summary: the case proves nothing\n\(run.output)")
        for line in run.output.split(separator: "\n") where line.contains("Approved") || line.contains("@everyone") {
            // Every such line is a heading or list item whose text is one code span.
            let text = line.hasPrefix("#### ") ? line.dropFirst(5) : line.hasPrefix("- ") ? line.dropFirst(2) : line
            #expect(text.hasPrefix("`") && text.hasSuffix("`") && text.dropFirst().dropLast().allSatisfy { $0 != "`" }, "\(line)")
        }
        #expect(!run.output.split(separator: "\n").contains { $0.hasPrefix("# ") || $0.hasPrefix("@") })
    }
}
