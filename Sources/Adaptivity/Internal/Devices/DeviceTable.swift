/// The devices of ADAPTIVITY.md D-02, with the sensor housings and all-screen iPads of B-04 and
/// the panes of D-04.
enum DeviceTable {
    /// Every device, phones first, in release order.
    static let models: [DeviceModel] = [
        DeviceModel("iphone-se-1", 320, 568, scale: 2),
        DeviceModel("iphone-se", 375, 667, scale: 2),
        DeviceModel("iphone-8", 375, 667, scale: 2),
        DeviceModel("iphone-8-plus", 414, 736, scale: 3, landscapeHorizontal: .regular),
        DeviceModel("iphone-x", 375, 812, scale: 3, sensorHousing: 44),
        DeviceModel("iphone-xr", 414, 896, scale: 2, landscapeHorizontal: .regular, sensorHousing: 48),
        DeviceModel("iphone-xs-max", 414, 896, scale: 3, landscapeHorizontal: .regular, sensorHousing: 44),
        DeviceModel("iphone-11", 414, 896, scale: 2, landscapeHorizontal: .regular, sensorHousing: 48),
        DeviceModel("iphone-11-pro", 375, 812, scale: 3, sensorHousing: 44),
        DeviceModel("iphone-11-pro-max", 414, 896, scale: 3, landscapeHorizontal: .regular, sensorHousing: 44),
        DeviceModel("iphone-12-mini", 375, 812, scale: 3, sensorHousing: 50),
        DeviceModel("iphone-12", 390, 844, scale: 3, sensorHousing: 47),
        DeviceModel("iphone-12-pro-max", 428, 926, scale: 3, landscapeHorizontal: .regular, sensorHousing: 47),
        DeviceModel("iphone-13-mini", 375, 812, scale: 3, sensorHousing: 50),
        DeviceModel("iphone-13", 390, 844, scale: 3, sensorHousing: 47),
        DeviceModel("iphone-14", 390, 844, scale: 3, sensorHousing: 47),
        DeviceModel("iphone-14-plus", 428, 926, scale: 3, landscapeHorizontal: .regular, sensorHousing: 47),
        DeviceModel("iphone-14-pro", 393, 852, scale: 3, sensorHousing: 59),
        DeviceModel("iphone-14-pro-max", 430, 932, scale: 3, landscapeHorizontal: .regular, sensorHousing: 59),
        DeviceModel("iphone-15", 393, 852, scale: 3, sensorHousing: 59),
        DeviceModel("iphone-15-plus", 430, 932, scale: 3, landscapeHorizontal: .regular, sensorHousing: 59),
        DeviceModel("iphone-15-pro", 393, 852, scale: 3, sensorHousing: 59),
        DeviceModel("iphone-15-pro-max", 430, 932, scale: 3, landscapeHorizontal: .regular, sensorHousing: 59),
        DeviceModel("iphone-16", 393, 852, scale: 3, sensorHousing: 59),
        DeviceModel("iphone-16-plus", 430, 932, scale: 3, landscapeHorizontal: .regular, sensorHousing: 59),
        DeviceModel("iphone-16-pro", 402, 874, scale: 3, sensorHousing: 62),
        DeviceModel("iphone-16-pro-max", 440, 956, scale: 3, landscapeHorizontal: .regular, sensorHousing: 62),
        // M-D-01: the current phones after the 16 family.
        DeviceModel("iphone-16e", 390, 844, scale: 3, sensorHousing: 47),
        DeviceModel("iphone-17", 402, 874, scale: 3, sensorHousing: 62),
        DeviceModel("iphone-17-pro", 402, 874, scale: 3, sensorHousing: 62),
        DeviceModel("iphone-17-pro-max", 440, 956, scale: 3, landscapeHorizontal: .regular, sensorHousing: 62),
        DeviceModel("iphone-air", 420, 912, scale: 3, landscapeHorizontal: .regular, sensorHousing: 68),
        DeviceModel("ipad-9-7", 768, 1024, scale: 2, idiom: .pad, panes: panes(
            landscape: (694, 507, 320), portrait: (438, 320), slideOver: 320, halfIsRegular: false
        )),
        DeviceModel("ipad-mini-6", 744, 1133, scale: 2, idiom: .pad, isAllScreen: true, panes: miniPanes),
        DeviceModel("ipad-10-2", 810, 1080, scale: 2, idiom: .pad, panes: panes(
            landscape: (750, 535, 320), portrait: (480, 320), slideOver: 320, halfIsRegular: false
        )),
        DeviceModel("ipad-pro-10-5", 834, 1112, scale: 2, idiom: .pad, panes: panes(
            landscape: (782, 551, 320), portrait: (504, 320), slideOver: 320, halfIsRegular: false
        )),
        DeviceModel("ipad-air-4", 820, 1180, scale: 2, idiom: .pad, isAllScreen: true, panes: airPanes),
        DeviceModel("ipad-pro-11", 834, 1194, scale: 2, idiom: .pad, isAllScreen: true, panes: panes(
            landscape: (809, 592, 375), portrait: (504, 320), slideOver: 320, halfIsRegular: false
        )),
        DeviceModel("ipad-pro-11-m4", 834, 1210, scale: 2, idiom: .pad, isAllScreen: true, panes: panes(
            landscape: (825, 600, 375), portrait: (504, 320), slideOver: 320, halfIsRegular: false
        )),
        // The 12.9" iPad Pro of 2015 and 2017, with a home button, as the seed talks' panes (D-04) measure it.
        DeviceModel("ipad-pro-12-9", 1024, 1366, scale: 2, idiom: .pad, panes: panes(
            landscape: (981, 678, 375), portrait: (639, 375), slideOver: 375, halfIsRegular: true
        )),
        // The 12.9" iPad Pro from the 3rd generation (2018) on: Face ID, the same points (B-04).
        DeviceModel("ipad-pro-12-9-3rd-gen", 1024, 1366, scale: 2, idiom: .pad, isAllScreen: true, panes: thirteenInchPanes),
        DeviceModel("ipad-pro-13-m4", 1032, 1376, scale: 2, idiom: .pad, isAllScreen: true, panes: panes(
            landscape: (991, 683, 375), portrait: (647, 375), slideOver: 375, halfIsRegular: true
        )),
        // M-D-01: the current iPads after the M4 iPad Pros' generation.
        DeviceModel("ipad-mini-7", 744, 1133, scale: 2, idiom: .pad, isAllScreen: true, panes: miniPanes),
        DeviceModel("ipad-a16", 820, 1180, scale: 2, idiom: .pad, isAllScreen: true, panes: airPanes),
        DeviceModel("ipad-air-11", 820, 1180, scale: 2, idiom: .pad, isAllScreen: true, panes: airPanes),
        DeviceModel("ipad-air-13", 1024, 1366, scale: 2, idiom: .pad, isAllScreen: true, panes: thirteenInchPanes),
    ]

    /// The current phones (M-D-01), for the `current-phones` group.
    static let currentPhones = ["iphone-16e", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air"]

    /// The current iPads (M-D-01), for the `current-pads` group.
    static let currentPads = ["ipad-mini-7", "ipad-a16", "ipad-air-11", "ipad-air-13", "ipad-pro-11-m4", "ipad-pro-13-m4"]

    /// M-D-03: the iPad mini 6 and 7 (formula widths ⚠).
    private static let miniPanes = panes(landscape: (748, 561.5, 375), portrait: (414, 320), slideOver: 320, halfIsRegular: false)

    /// M-D-03: the 820x1180 iPads (formula widths ⚠).
    private static let airPanes = panes(landscape: (795, 585, 375), portrait: (490, 320), slideOver: 320, halfIsRegular: false)

    /// M-D-03: the Face ID 12.9- and 13-inch iPads, measured as the 12.9-inch of D-04.
    private static let thirteenInchPanes = panes(landscape: (981, 678, 375), portrait: (639, 375), slideOver: 375, halfIsRegular: true)

    /// The six panes of D-04: two thirds of the landscape width is regular, and so is the
    /// landscape half of the 12.9" iPad; every other pane is compact.
    private static func panes(
        landscape: (twoThirds: Double, half: Double, third: Double),
        portrait: (twoThirds: Double, third: Double),
        slideOver: Double,
        halfIsRegular: Bool
    ) -> [MultitaskingPane] {
        [
            MultitaskingPane(suffix: "landscape-two-thirds", width: landscape.twoThirds, horizontal: .regular, isPortrait: false),
            MultitaskingPane(suffix: "landscape-half", width: landscape.half, horizontal: halfIsRegular ? .regular : .compact, isPortrait: false),
            MultitaskingPane(suffix: "landscape-third", width: landscape.third, horizontal: .compact, isPortrait: false),
            MultitaskingPane(suffix: "portrait-two-thirds", width: portrait.twoThirds, horizontal: .compact, isPortrait: true),
            MultitaskingPane(suffix: "portrait-third", width: portrait.third, horizontal: .compact, isPortrait: true),
            MultitaskingPane(suffix: "slide-over", width: slideOver, horizontal: .compact, isPortrait: true),
        ]
    }
}
