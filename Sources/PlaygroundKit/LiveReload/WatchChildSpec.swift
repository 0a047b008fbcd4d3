/// What `--watch-child` carries: the inherited socket and shared memory, and the size of
/// the window the child draws for (`SOCKET:MEMORY:CAPACITY:WIDTH:HEIGHT`, pixels).
struct WatchChildSpec: Equatable {
    var socket: Int32
    var memory: Int32
    var capacity: Int
    var width: Int
    var height: Int

    var argument: String { "\(socket):\(memory):\(capacity):\(width):\(height)" }

    init(socket: Int32, memory: Int32, capacity: Int, width: Int, height: Int) {
        self.socket = socket
        self.memory = memory
        self.capacity = capacity
        self.width = width
        self.height = height
    }

    /// Reads `argument`; nil when it is not five whole numbers with positive sizes.
    init?(argument: String) {
        let n = argument.split(separator: ":").compactMap { Int($0) }
        guard n.count == 5, n[0] >= 0, n[1] >= 0, n[2] > 0, n[3] > 0, n[4] > 0,
            let socket = Int32(exactly: n[0]), let memory = Int32(exactly: n[1])
        else { return nil }
        self.init(socket: socket, memory: memory, capacity: n[2], width: n[3], height: n[4])
    }
}
