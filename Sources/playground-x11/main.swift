import PlaygroundApp

PlaygroundCommand.main()
