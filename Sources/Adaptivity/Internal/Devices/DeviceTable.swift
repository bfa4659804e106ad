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
        DeviceModel("ipad-9-7", 768, 1024, scale: 2, idiom: .pad, panes: panes(
            landscape: (694, 507, 320), portrait: (438, 320), slideOver: 320, halfIsRegular: false
        )),
        DeviceModel("ipad-mini-6", 744, 1133, scale: 2, idiom: .pad, isAllScreen: true),
        DeviceModel("ipad-10-2", 810, 1080, scale: 2, idiom: .pad),
        DeviceModel("ipad-pro-10-5", 834, 1112, scale: 2, idiom: .pad, panes: panes(
            landscape: (782, 551, 320), portrait: (504, 320), slideOver: 320, halfIsRegular: false
        )),
        DeviceModel("ipad-air-4", 820, 1180, scale: 2, idiom: .pad, isAllScreen: true),
        DeviceModel("ipad-pro-11", 834, 1194, scale: 2, idiom: .pad, isAllScreen: true),
        DeviceModel("ipad-pro-11-m4", 834, 1210, scale: 2, idiom: .pad, isAllScreen: true),
        // The 12.9" iPad Pro of 2015 and 2017, with a home button, as the seed talks' panes (D-04) measure it.
        DeviceModel("ipad-pro-12-9", 1024, 1366, scale: 2, idiom: .pad, panes: panes(
            landscape: (981, 678, 375), portrait: (639, 375), slideOver: 375, halfIsRegular: true
        )),
        // The 12.9" iPad Pro from the 3rd generation (2018) on: Face ID, the same points (B-04).
        DeviceModel("ipad-pro-12-9-3rd-gen", 1024, 1366, scale: 2, idiom: .pad, isAllScreen: true),
        DeviceModel("ipad-pro-13-m4", 1032, 1376, scale: 2, idiom: .pad, isAllScreen: true),
    ]

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
