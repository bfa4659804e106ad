import SizeboardCommands

SizeboardCommand.main()
