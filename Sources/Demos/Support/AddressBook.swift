/// A short bilingual address book for the address picker: a few provinces, their cities
/// and the cities' districts, each named in Chinese and English.
enum AddressBook {
    /// A city and its districts.
    struct City {
        let name: String
        let districts: [String]
    }

    /// A province (or a city at province level) and its cities.
    struct Province {
        let name: String
        let cities: [City]
    }

    static let provinces: [Province] = [
        Province(
            name: "北京 Beijing",
            cities: [City(name: "北京 Beijing", districts: ["东城 Dongcheng", "西城 Xicheng", "朝阳 Chaoyang", "海淀 Haidian"])]),
        Province(
            name: "上海 Shanghai",
            cities: [City(name: "上海 Shanghai", districts: ["黄浦 Huangpu", "徐汇 Xuhui", "静安 Jing'an", "浦东 Pudong"])]),
        Province(
            name: "广东 Guangdong",
            cities: [
                City(name: "广州 Guangzhou", districts: ["天河 Tianhe", "越秀 Yuexiu", "海珠 Haizhu", "番禺 Panyu"]),
                City(name: "深圳 Shenzhen", districts: ["南山 Nanshan", "福田 Futian", "罗湖 Luohu", "宝安 Bao'an"]),
                City(name: "珠海 Zhuhai", districts: ["香洲 Xiangzhou", "斗门 Doumen", "金湾 Jinwan"]),
            ]),
        Province(
            name: "浙江 Zhejiang",
            cities: [
                City(name: "杭州 Hangzhou", districts: ["西湖 Xihu", "上城 Shangcheng", "滨江 Binjiang"]),
                City(name: "宁波 Ningbo", districts: ["海曙 Haishu", "鄞州 Yinzhou", "北仑 Beilun"]),
            ]),
        Province(
            name: "江苏 Jiangsu",
            cities: [
                City(name: "南京 Nanjing", districts: ["玄武 Xuanwu", "鼓楼 Gulou", "建邺 Jianye"]),
                City(name: "苏州 Suzhou", districts: ["姑苏 Gusu", "吴中 Wuzhong", "相城 Xiangcheng"]),
            ]),
        Province(
            name: "四川 Sichuan",
            cities: [
                City(name: "成都 Chengdu", districts: ["锦江 Jinjiang", "武侯 Wuhou", "青羊 Qingyang", "金牛 Jinniu"]),
                City(name: "绵阳 Mianyang", districts: ["涪城 Fucheng", "游仙 Youxian"]),
            ]),
    ]
}
