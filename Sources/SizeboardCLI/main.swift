// Foundation and FoundationNetworking are imported here so that, in a Linux release build
// compiled and linked with `-static-stdlib` (Package.swift), this file names the static libraries
// they need (CoreFoundation, libcurl and the rest) for the linker.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SizeboardCommands

SizeboardCommand.main()
