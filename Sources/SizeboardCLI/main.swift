import SitemapPlugin
import SizeboardCommands

SizeboardCommand.main(plugins: [SitemapPlugin()])
