import CoursebookCLI

await CoursebookCommand.runFromCommandLine()
