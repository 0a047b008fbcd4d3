import XCTest

@testable import PlaygroundKit

/// The direct build's link: SwiftPM's command through the toolchain's lld, and the
/// driver's jobs kept for exactly that command and list of objects.
final class DirectLinkTests: XCTestCase {
    private let link = [
        "/opt/swift/usr/bin/swiftc", "-L", "/b", "-o", "/b/app", "-module-name", "app", "-emit-executable",
        "@/b/app.product/Objects.LinkFileList", "-target", "x86_64-unknown-linux-gnu", "-g",
    ]
    private var lists = ["/b/app.product/Objects.LinkFileList": "/b/a.o\n/b/main.o\n"]

    private func directLink(_ arguments: [String], lld: Bool = true) -> DirectLink? {
        DirectLink(
            arguments, isFile: { lld && $0 == "/opt/swift/usr/bin/ld.lld" }, contents: { self.lists[$0] })
    }

    /// The link goes through the toolchain's own lld when it has one; otherwise, or when
    /// the package names a linker, the command is SwiftPM's unchanged.
    func testTheLinkUsesTheToolchainsLLDWhenItShipsOne() throws {
        XCTAssertEqual(try XCTUnwrap(directLink(link)).arguments, link + ["-use-ld=lld"])
        XCTAssertEqual(try XCTUnwrap(directLink(link, lld: false)).arguments, link)
        let gold = link + ["-use-ld=gold"]
        XCTAssertEqual(try XCTUnwrap(directLink(gold)).arguments, gold)
    }

    /// Only the product's link is ours: a compile, the debugging wrapper, or a command
    /// whose object list cannot be read keeps the plan's command line.
    func testOnlyALinkWhoseListsCanBeReadIsTaken() {
        XCTAssertNil(directLink(["/opt/swift/usr/bin/swiftc", "-module-name", "Lib", "-c", "@/b/Lib.build/sources"]))
        XCTAssertNil(directLink(["/opt/swift/usr/bin/swiftc", "-modulewrap", "/b/Lib.swiftmodule"]))
        XCTAssertNil(directLink(["/usr/bin/clang", "-o", "/b/app", "-emit-executable"]))
        lists = [:]
        XCTAssertNil(directLink(link), "the object list is unreadable")
    }

    /// The kept jobs are keyed by the command and its object list: another object in the
    /// list (a new file, which SwiftPM planned anew) or another flag asks the driver again,
    /// so the jobs never link a stale list.
    func testTheKeyChangesWithTheObjectListAndTheCommand() throws {
        let first = try XCTUnwrap(directLink(link)).key
        XCTAssertEqual(try XCTUnwrap(directLink(link)).key, first)
        lists["/b/app.product/Objects.LinkFileList"] = "/b/a.o\n/b/b.o\n/b/main.o\n"
        XCTAssertNotEqual(try XCTUnwrap(directLink(link)).key, first)
        lists["/b/app.product/Objects.LinkFileList"] = "/b/a.o\n/b/main.o\n"
        XCTAssertNotEqual(try XCTUnwrap(directLink(link + ["-Xlinker", "-s"])).key, first)
    }

    /// The first link runs the driver for its jobs, keeps them and runs them, in one shell
    /// that stops at the first failure; each word survives the shell as it was.
    func testTheFirstLinkKeepsTheDriversJobs() throws {
        let command = try XCTUnwrap(directLink(link + ["-Xlinker", "-rpath=$ORIGIN", "it's"]))
            .planAndRun(keepingJobsIn: "/w/link jobs.sh")
        XCTAssertEqual(Array(command.prefix(2)), ["/bin/sh", "-ec"])
        let script = command[2].split(separator: "\n").map(String.init)
        XCTAssertEqual(script.count, 3)
        XCTAssertTrue(script[0].hasPrefix("'/opt/swift/usr/bin/swiftc' '-L' '/b' "), script[0])
        XCTAssertTrue(
            script[0].hasSuffix(
                " '-rpath=$ORIGIN' 'it'\\''s' '-use-ld=lld' -### > '/w/link jobs.sh'.new"), script[0])
        XCTAssertEqual(script[1], "mv '/w/link jobs.sh'.new '/w/link jobs.sh'")
        XCTAssertEqual(script[2], "exec /bin/sh -e '/w/link jobs.sh'")
        // The shell reads the words back unchanged.
        let echo = Process()
        echo.executableURL = URL(fileURLWithPath: "/bin/sh")
        echo.arguments = ["-c", "printf '%s\\n' \(DirectLink.quoted("-rpath=$ORIGIN")) \(DirectLink.quoted("it's"))"]
        let pipe = Pipe()
        echo.standardOutput = pipe
        try echo.run()
        echo.waitUntilExit()
        XCTAssertEqual(
            String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "-rpath=$ORIGIN\nit's\n")
    }

    /// Jobs that name a response file the driver made in the temporary folder (and removed
    /// after the run) cannot run again; the driver's usual jobs, absolute commands, can.
    func testJobsNamingTheDriversResponseFileAreNotKept() {
        let jobs = """
            /opt/swift/usr/bin/swift-autolink-extract /b/a.o /b/main.o -o /b/app.autolink
            /opt/swift/usr/bin/clang -fuse-ld=lld /b/a.o /b/main.o @/b/app.autolink -o /b/app

            """
        XCTAssertTrue(DirectLink.jobsCanRunAgain(jobs, temporaryFolder: "/tmp"))
        XCTAssertFalse(
            DirectLink.jobsCanRunAgain(
                jobs + "/opt/swift/usr/bin/clang @/tmp/TemporaryDirectory.x/a.resp\n",
                temporaryFolder: "/tmp/"))
        XCTAssertFalse(DirectLink.jobsCanRunAgain("", temporaryFolder: "/tmp"))
        XCTAssertFalse(DirectLink.jobsCanRunAgain("error: no input files\n", temporaryFolder: "/tmp"))
    }
}
